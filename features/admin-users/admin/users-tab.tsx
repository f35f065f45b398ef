import { CrudTab, tabDeleteItem, entityTexts } from "#kit/admin/crud-tab";
import { optionsOf } from "#kit/admin/list-toolbar";
import { useAdminUser } from "#features/auth/admin/admin-user-context";
import type { AdminUserRecord } from "../admin-users.schema";
import { UserDialog } from "./user-dialog";
import { nameOf, userTable } from "./user-list";
import { usersPath, useUserMutations } from "./users-api";

/**
 * The 'Utenti' tab (Amministratore only, decision 030): the back-office users, invited by
 * e-mail with a role; change role, deactivate, reactivate, delete.
 */
export function UsersTab() {
  const { remove, resend } = useUserMutations();
  const selfId = useAdminUser()?.id ?? 0;
  return (
    <CrudTab<AdminUserRecord>
      description="Chi lavora nel pannello e con quale ruolo: Amministratore, Redazione o Assistenza."
      {...entityTexts("l'utente", "gli utenti", nameOf)}
      newLabel="Invita utente"
      path={usersPath}
      toolbar={{
        placeholder: "Nome, email o username",
        sorts: optionsOf({ name: "Nome", email: "Email", role: "Ruolo" }),
      }}
      emptyText="Nessun utente."
      items={userTable(selfId, (user) => resend.mutate(user))}
      dialog={UserDialog}
      remove={tabDeleteItem(remove)}
      confirm={{
        warning:
          "Non potrà più accedere al pannello. I ticket e i messaggi che ha scritto restano, con il suo nome.",
      }}
    />
  );
}
