import type { ComponentType } from "react";
import {
  Award,
  Building2,
  ClipboardList,
  History,
  Download,
  Layers,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  Mail,
  Megaphone,
  Newspaper,
  Package,
  Settings,
  ShieldCheck,
  Sparkles,
  UserCog,
  UserRound,
  Users,
  type IconNode,
} from "lucide";
import { DashboardTab } from "./tabs/dashboard-tab";
import { HeroesTab } from "#features/hero/admin/heroes-tab";
import { ContactsTab } from "#features/contact/admin/contacts-tab";
import { BlogTab } from "#features/blog/admin/blog-tab";
import { ClientsTab } from "#features/clients/admin/clients-tab";
import { PartnersTab } from "#features/partners/admin/partners-tab";
import { SoftwareTab } from "#features/software/admin/software-tab";
import { SolutionsTab } from "#features/solutions/admin/solutions-tab";
import { SettingsTab } from "#features/settings/admin/settings-tab";
import { ServicesTab } from "#features/service-templates/admin/services-tab";
import { ServiceAssignmentsTab } from "#features/customer-services/admin/service-assignments-tab";
import { CustomersTab } from "#features/customers/admin/customers-tab";
import { TicketsTab } from "#features/tickets/admin/tickets-tab";
import { CommunicationsTab } from "#features/communications/admin/communications-tab";
import { RequestsTab } from "#features/requests/admin/requests-tab";
import { PersonalDataTab } from "#features/personal-data/admin/personal-data-tab";
import { UsersTab } from "#features/admin-users/admin/users-tab";
import { AccountTab } from "#features/admin-users/admin/account-tab";
import { roleMay } from "#features/admin-users/admin-roles";
import { ActivityTab } from "#features/activity/admin/activity-tab";

/**
 * The views of the admin panel (back-office.md section 2, "Admin panel"). The active one is the
 * `?tab=<id>` of /admin/dashboard (no tab = dashboard), in the sidebar's groups: Contenuti,
 * Clienti e servizi, Amministrazione.
 *
 * Each component lives in features/<feature>/admin/, renders its h2 title (the tab's id and
 * label below, handed to its `AdminTabSection` or `CrudTab` through `ShownTabContext` by the
 * dashboard route), and runs inside the AdminQueryProvider (TanStack Query; a 401 sends the user back to /admin/login by itself).
 * A list tab is a `CrudTab` (app/components/admin/shared/crud-tab.tsx). `feature` is the
 * entity's folder and `api` the path its routes are mounted on in server/api/admin/index.ts;
 * registries.test.ts checks both (docs/adding-an-entity.md).
 */
export type AdminTab = {
  id: string;
  label: string;
  icon: IconNode;
  component: ComponentType;
  /** The sidebar's group: the dashboard stands alone at the top. */
  group: AdminTabGroup;
  /** The entity's folder under features/. */
  feature: string;
  /** The admin API mount of its routes, e.g. "/clients" for /api/admin/clients. */
  api: string;
};

/** The sidebar's groups, in their order, with their headings. */
export const adminTabGroups = {
  home: null,
  content: "Contenuti",
  customers: "Clienti e servizi",
  admin: "Amministrazione",
} as const;
export type AdminTabGroup = keyof typeof adminTabGroups;

/** A tab of `group`; its routes are at `/api/admin/<feature>` unless `api` says otherwise. */
function tab<const Id extends string>(
  group: AdminTabGroup,
  id: Id,
  label: string,
  icon: IconNode,
  component: ComponentType,
  feature: string,
  api = `/${feature}`,
): AdminTab & { id: Id } {
  return { id, label, icon, component, group, feature, api };
}

export const adminTabs = [
  tab("home", "dashboard", "Dashboard", LayoutDashboard, DashboardTab, "admin", "/dashboard"),
  tab("content", "heroes", "Banner della home", Sparkles, HeroesTab, "hero", "/hero-variants"),
  tab("content", "blog", "Blog", Newspaper, BlogTab, "blog"),
  tab("content", "clients", "Referenze", Building2, ClientsTab, "clients"),
  tab(
    "content",
    "partners",
    "Partner Certificati",
    Award,
    PartnersTab,
    "partners",
    "/certified-partners",
  ),
  tab("content", "software", "Software", Download, SoftwareTab, "software"),
  tab("content", "solutions", "Piattaforme", Layers, SolutionsTab, "solutions"),
  tab("customers", "contacts", "Contatti", Mail, ContactsTab, "contact", "/contacts"),
  tab("customers", "customers", "Clienti", Users, CustomersTab, "customers"),
  tab("customers", "services", "Servizi", Package, ServicesTab, "service-templates"),
  tab(
    "customers",
    "service-assignments",
    "Assegnazione Servizi",
    ClipboardList,
    ServiceAssignmentsTab,
    "customer-services",
    "/customers",
  ),
  tab("customers", "tickets", "Ticket", LifeBuoy, TicketsTab, "tickets"),
  tab("customers", "requests", "Richieste", Inbox, RequestsTab, "requests", "/info-requests"),
  tab(
    "customers",
    "communications",
    "Comunicazioni",
    Megaphone,
    CommunicationsTab,
    "communications",
  ),
  tab("admin", "settings", "Impostazioni", Settings, SettingsTab, "settings"),
  tab("admin", "users", "Utenti", UserCog, UsersTab, "admin-users", "/users"),
  tab("admin", "account", "Il mio account", UserRound, AccountTab, "admin-users", "/credentials"),
  tab("admin", "personal-data", "Dati personali", ShieldCheck, PersonalDataTab, "personal-data"),
  tab("admin", "activity", "Registro attività", History, ActivityTab, "activity"),
] as const;

export type AdminTabId = (typeof adminTabs)[number]["id"];

/**
 * The tabs `role` may use (features/admin-users/admin-roles.ts: a tab's id is its area; the
 * server refuses the others' calls with 403 anyway).
 */
export const adminTabsFor = (role: string) => adminTabs.filter((tab) => roleMay(role, tab.id));

/**
 * The tab of a `?tab=` value: unknown or missing gives the dashboard; a tab that `role` may not
 * open gives null (the panel says so instead of showing another tab).
 */
export function adminTabFor(
  id: string | null | undefined,
  role: string,
): (typeof adminTabs)[number] | null {
  const tab = adminTabs.find((candidate) => candidate.id === id);
  if (!tab) return adminTabs[0];
  return roleMay(role, tab.id) ? tab : null;
}

/** The URL of a tab, with optional extra parameters (e.g. { new: "1" }). */
export function adminTabHref(id: AdminTabId, params: Record<string, string> = {}): string {
  const search = new URLSearchParams(id === "dashboard" ? params : { tab: id, ...params });
  const query = search.toString();
  return query ? `/admin/dashboard?${query}` : "/admin/dashboard";
}
