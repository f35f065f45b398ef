/**
 * The back-office roles and what each may use (issue 13 point 1, decision 030). Browser-safe:
 * no zod, no drizzle. The server enforces this map on every /api/admin/* and upload call
 * (server/http/auth.ts `requireAdmin(deps, area)`), and the panel shows only the allowed tabs.
 */
export const adminRoles = ["admin", "editor", "support"] as const;
export type AdminRole = (typeof adminRoles)[number];

export const adminRoleLabels: Record<AdminRole, string> = {
  admin: "Amministratore",
  editor: "Redazione",
  support: "Assistenza",
};

/** What each role is for, shown in the invitation form. */
export const adminRoleDescriptions: Record<AdminRole, string> = {
  admin: "Tutto il pannello, compresi utenti, impostazioni e riferimento API.",
  editor: "Banner della home, blog, referenze, partner, piattaforme, software e servizi.",
  support: "Contatti, clienti, assegnazioni, ticket, comunicazioni e richieste.",
};

/** The site's content: the Redazione's areas. */
const contentAreas = [
  "heroes",
  "blog",
  "clients",
  "partners",
  "software",
  "solutions",
  "services",
  "images",
] as const;

/** The customers and their questions: the Assistenza's areas. */
const customerAreas = [
  "contacts",
  "customers",
  "service-assignments",
  "tickets",
  "communications",
  "requests",
] as const;

/**
 * The areas of the back office: one per tab of the panel (same ids as app/components/admin/
 * admin-tabs.tsx), plus "account" (one's own credentials, every role), "images" (the image
 * uploads of the content forms), "api" (the API reference and the OpenAPI document) and "users".
 * "personal-data" (GDPR requests, decision 034) and "activity" (the activity log, decision 032) are
 * tabs like the others, for the Amministratore.
 */
export const adminAreas = [
  "dashboard",
  "account",
  ...contentAreas,
  ...customerAreas,
  "settings",
  "users",
  "personal-data",
  "activity",
  "api",
] as const;
export type AdminArea = (typeof adminAreas)[number];

const everyone = ["dashboard", "account"] as const satisfies readonly AdminArea[];

/** The one role -> allowed areas map. */
export const roleAreas: Record<AdminRole, readonly AdminArea[]> = {
  admin: adminAreas,
  editor: [...everyone, ...contentAreas],
  support: [...everyone, ...customerAreas],
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
