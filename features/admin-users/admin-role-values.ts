/**
 * The back-office roles and their Italian words (decision 030): a leaf module, so the tables and
 * the manifests can name the roles without importing the role map (admin-roles.ts), which reads
 * the manifests.
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
