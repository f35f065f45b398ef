import type { ComponentType } from "react";
import {
  Award,
  Building2,
  ClipboardList,
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
  Sparkles,
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

/**
 * The views of the admin panel (back-office.md section 2, "Admin panel"). The active one is the
 * `?tab=<id>` of /admin/dashboard (no tab = dashboard). "main" are the spec's tabs; "more" are
 * the further views, in a secondary group of the sidebar.
 *
 * Each component lives in ./tabs/<id>-tab.tsx, renders its own h2 title, and runs inside the
 * AdminQueryProvider: fetch with useQuery/useMutation + apiRequest from ~/lib/api, and a 401
 * sends the user back to /admin/login by itself. Its own URL parameters (e.g. `new=1` opens
 * the create dialog) are read with useSearchParams.
 */
export type AdminTab = {
  id: string;
  label: string;
  icon: IconNode;
  component: ComponentType;
  group: "main" | "more";
};

export const adminTabs = [
  {
    id: "dashboard",
    label: "Dashboard",
    icon: LayoutDashboard,
    component: DashboardTab,
    group: "main",
  },
  { id: "heroes", label: "Hero Variants", icon: Sparkles, component: HeroesTab, group: "main" },
  { id: "contacts", label: "Contatti", icon: Mail, component: ContactsTab, group: "main" },
  { id: "blog", label: "Blog", icon: Newspaper, component: BlogTab, group: "main" },
  { id: "clients", label: "Referenze", icon: Building2, component: ClientsTab, group: "main" },
  {
    id: "partners",
    label: "Partner Certificati",
    icon: Award,
    component: PartnersTab,
    group: "main",
  },
  { id: "software", label: "Software", icon: Download, component: SoftwareTab, group: "main" },
  { id: "solutions", label: "Piattaforme", icon: Layers, component: SolutionsTab, group: "main" },
  { id: "settings", label: "Impostazioni", icon: Settings, component: SettingsTab, group: "main" },
  { id: "services", label: "Servizi", icon: Package, component: ServicesTab, group: "more" },
  {
    id: "service-assignments",
    label: "Assegnazione Servizi",
    icon: ClipboardList,
    component: ServiceAssignmentsTab,
    group: "more",
  },
  { id: "customers", label: "Clienti", icon: Users, component: CustomersTab, group: "more" },
  { id: "tickets", label: "Ticket", icon: LifeBuoy, component: TicketsTab, group: "more" },
  {
    id: "communications",
    label: "Comunicazioni",
    icon: Megaphone,
    component: CommunicationsTab,
    group: "more",
  },
  { id: "requests", label: "Richieste", icon: Inbox, component: RequestsTab, group: "more" },
] as const satisfies readonly AdminTab[];

export type AdminTabId = (typeof adminTabs)[number]["id"];

/** The tab of a `?tab=` value; unknown or missing values give the dashboard. */
export function adminTabFor(id: string | null | undefined): (typeof adminTabs)[number] {
  return adminTabs.find((tab) => tab.id === id) ?? adminTabs[0];
}

/** The URL of a tab, with optional extra parameters (e.g. { new: "1" }). */
export function adminTabHref(id: AdminTabId, params: Record<string, string> = {}): string {
  const search = new URLSearchParams(id === "dashboard" ? params : { tab: id, ...params });
  const query = search.toString();
  return query ? `/admin/dashboard?${query}` : "/admin/dashboard";
}
