import { manifests, type ManifestArea } from "#features/manifests";
import type { AreaOwner } from "#features/shared/entity-manifest";
import { adminRoleLabels, adminRoles, type AdminRole } from "./admin-role-values";

/**
 * The back-office roles and what each may use (issue 13 point 1, decision 030). Browser-safe:
 * no zod, no drizzle. The server enforces this map on every /api/admin/* and upload call
 * (server/http/auth.ts `requireAdmin(deps, area)`), and the panel shows only the allowed tabs.
 */
export {
  adminRoleDescriptions,
  adminRoleLabels,
  adminRoles,
  type AdminRole,
} from "./admin-role-values";

/**
 * The areas of the back office, each declared by its feature's manifest (features/manifests.ts,
 * decision 055) with who may use it: one per tab of the panel (the tab's id is its area), plus
 * "account" (one's own credentials, every role), "images" (the image uploads of the content
 * forms), "api" (the API reference and the OpenAPI document).
 */
export type AdminArea = ManifestArea;

const declared = manifests.flatMap((manifest) =>
  Object.entries<AreaOwner>(manifest.areas ?? {}).map(([area, owner]) => ({
    area: area as AdminArea,
    owner,
  })),
);

export const adminAreas: readonly AdminArea[] = declared.map(({ area }) => area);

const areasOf = (...owners: AreaOwner[]): readonly AdminArea[] =>
  declared.filter(({ owner }) => owners.includes(owner)).map(({ area }) => area);

/** The one role -> allowed areas map. */
export const roleAreas: Record<AdminRole, readonly AdminArea[]> = {
  admin: adminAreas,
  editor: areasOf("everyone", "content"),
  support: areasOf("everyone", "customers"),
};

export const isAdminRole = (value: unknown): value is AdminRole =>
  typeof value === "string" && (adminRoles as readonly string[]).includes(value);

/** Whether `role` may use `area`; an unknown role may use nothing. */
export function roleMay(role: string, area: string): boolean {
  return isAdminRole(role) && (roleAreas[role] as readonly string[]).includes(area);
}

export const adminRoleLabel = (role: string) =>
  isAdminRole(role) ? adminRoleLabels[role] : "Ruolo sconosciuto";

/** The 403 answer of a call outside the role's areas. */
export const roleForbiddenMessage = (role: string) =>
  `Il tuo ruolo (${adminRoleLabel(role)}) non consente di accedere a questa sezione.`;
