import { UserCog, UserRound } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";
import type { ActivityFields } from "#features/shared/entity-manifest";
import { adminRoleLabels } from "./admin-role-values";

const users: ActivityFields = {
  username: "Nome utente",
  name: "Nome",
  email: "E-mail",
  passwordHash: "Password",
  role: { label: "Ruolo", values: adminRoleLabels },
  isActive: "Attivo",
  deletedAt: "Data di eliminazione",
};

/** The staff's accounts ('Utenti') and one's own ('Il mio account'), decision 055. */
export const adminUsersManifest = defineEntity({
  id: "admin-users",
  areas: { users: "admin", account: "everyone" },
  tabs: [
    {
      id: "users",
      label: "Utenti",
      icon: UserCog,
      group: "admin",
      api: "/users",
      component: { file: "admin/users-tab.tsx", name: "UsersTab" },
    },
    {
      id: "account",
      label: "Il mio account",
      icon: UserRound,
      group: "admin",
      api: "/credentials",
      component: { file: "admin/account-tab.tsx", name: "AccountTab" },
    },
  ],
  activity: {
    users: { label: "Utenti", fields: users },
    team: { label: "Utenti", fields: users },
  },
});
