import type { ManifestTab } from "#features/manifests";

/**
 * The addresses of the admin panel's tabs: a leaf module (no tab imported), so the tabs can link
 * to each other without an import cycle through the registry (admin-tabs.tsx, decision 055).
 */
export type AdminTabId = ManifestTab["id"];

/** The URL of a tab, with optional extra parameters (e.g. { new: "1" }). */
export function adminTabHref(id: AdminTabId, params: Record<string, string> = {}): string {
  const search = new URLSearchParams(id === "dashboard" ? params : { tab: id, ...params });
  const query = search.toString();
  return query ? `/admin/dashboard?${query}` : "/admin/dashboard";
}

/** The dashboard's query: the writes that change its counts refresh it. */
export const adminDashboardQueryKey = ["/api/admin/dashboard"] as const;
