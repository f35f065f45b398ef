import type { ComponentType } from "react";
import type { IconNode } from "lucide";
import { manifests, type ManifestTab } from "#features/manifests";
import type { AdminTabDeclaration, AdminTabGroup } from "#features/shared/entity-manifest";
import { roleMay } from "#features/admin-users/admin-roles";
import type { AdminTabId } from "#features/admin/admin-tab-href";

export type { AdminTabGroup } from "#features/shared/entity-manifest";
export type { AdminTabId } from "#features/admin/admin-tab-href";

/**
 * The views of the admin panel (../shared/spec/back-office.md §2 "Admin panel"). The active one is
 * the `?tab=<id>` of /admin/dashboard (no tab = dashboard), in the sidebar's groups: Contenuti,
 * Clienti e servizi, Amministrazione.
 *
 * Each tab is declared by its feature's manifest (features/<feature>/<feature>.manifest.ts,
 * listed in features/manifests.ts, decision 055), its component named there. Its component
 * renders its h2 title (the tab's id and label, handed to its `AdminTabSection` or `CrudTab`
 * through `ShownTabContext` by the dashboard route) and runs inside the AdminQueryProvider.
 */
export type AdminTab = {
  id: AdminTabId;
  label: string;
  icon: IconNode;
  component: ComponentType;
  group: AdminTabGroup;
  /** The entity's folder under features/. */
  feature: string;
  /** The admin API mount of its list, e.g. "/clients" for /api/admin/clients. */
  api: `/${string}`;
};

/** The sidebar's groups, in their order, with their headings. */
export const adminTabGroups = {
  home: null,
  content: "Contenuti",
  customers: "Clienti e servizi",
  admin: "Amministrazione",
} as const satisfies Record<AdminTabGroup, string | null>;

/**
 * Every tab module the manifests may name, bundled with the panel's route (Vite's glob import:
 * the server's own bundle, which reads the manifests too, never sees the panel). Eager, not one
 * chunk per tab: a lazy tab left the first tab shown unhydrated until its chunk arrived, and a
 * click there was lost (decision 055).
 */
const tabModules = import.meta.glob<Record<string, ComponentType>>(
  ["/features/*/admin/*-tab.tsx", "/app/components/admin/tabs/*-tab.tsx"],
  { eager: true },
);

/** The module path of a tab's component: in its feature's folder unless it starts with "/". */
export const tabModulePath = (feature: string, file: string) =>
  file.startsWith("/") ? file : `/features/${feature}/${file}`;

/** The component a manifest names; it throws for a module or an export that is not there. */
export function tabComponent(
  feature: string,
  { file, name }: AdminTabDeclaration["component"],
): ComponentType {
  const component = tabModules[tabModulePath(feature, file)]?.[name];
  if (!component) throw new Error(`Tab component ${name} not found in ${file}`);
  return component;
}

const toTab = (feature: string, { component, ...tab }: ManifestTab): AdminTab => ({
  ...tab,
  feature,
  component: tabComponent(feature, component),
});

export const adminTabs: readonly AdminTab[] = manifests.flatMap((manifest) =>
  (manifest.tabs ?? []).map((tab: ManifestTab) => toTab(manifest.id, tab)),
);

/**
 * The tabs `role` may use (features/admin-users/admin-roles.ts: a tab's id is its area; the
 * server refuses the others' calls with 403 anyway).
 */
export const adminTabsFor = (role: string) => adminTabs.filter((tab) => roleMay(role, tab.id));

/**
 * The tab of a `?tab=` value: unknown or missing gives the dashboard; a tab that `role` may not
 * open gives null (the panel says so instead of showing another tab).
 */
export function adminTabFor(id: string | null | undefined, role: string): AdminTab | null {
  const tab = adminTabs.find((candidate) => candidate.id === id) ?? adminTabs[0];
  if (!tab) return null;
  return roleMay(role, tab.id) ? tab : null;
}
