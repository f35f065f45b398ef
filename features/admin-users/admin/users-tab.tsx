import { CrudTab, deleteItem } from "#app/components/admin/shared/crud-tab";
import { useAdminUser } from "#app/components/admin/admin-user-context";
import type { AdminUserRecord } from "../admin-users.schema";
import { UserDialog } from "./user-dialog";
import { UserList } from "./user-list";
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
      tabId="users"
      title="Utenti"
      description="Chi lavora nel pannello e con quale ruolo: Amministratore, Redazione o Assistenza."
      newLabel="Invita utente"
      path={usersPath}
      noun="utenti"
      toolbar={{
        label: "Filtra gli utenti",
        placeholder: "Nome, email o username",
        sorts: [
          { value: "name", label: "Nome" },
          { value: "email", label: "Email" },
          { value: "role", label: "Ruolo" },
        ],
      }}
      noMatchText="Nessun utente corrisponde alla ricerca."
      errorText="Impossibile caricare gli utenti. Ricarica la pagina tra qualche istante."
      emptyText="Nessun utente."
      items={(users, handlers, list) => (
        <UserList
          users={users}
          sorting={list}
          selfId={selfId}
          onResend={(user) => resend.mutate(user)}
          {...handlers}
        />
      )}
      dialog={UserDialog}
      remove={deleteItem(remove)}
      confirm={{
        text: (user) => `Sei sicuro di voler eliminare l'utente "${user.name || user.username}"?`,
        warning:
          "Non potrà più accedere al pannello. I ticket e i messaggi che ha scritto restano, con il suo nome.",
      }}
    />
  );
}
