import { TitleCell, type TableSpec } from "#kit/admin/entity-table";
import { formatCompactDateTime } from "#kit/lib/dates";
import { adminRoleLabel } from "../admin-roles";
import type { AdminUserRecord } from "../admin-users.schema";

/** A user's name, or their username when they gave none. */
export const nameOf = (user: AdminUserRecord) => user.name || user.username;

function StateBadge({ user }: { user: AdminUserRecord }) {
  const [text, classes] = !user.isActive
    ? ["Disattivato", "bg-slate-200 text-slate-800"]
    : user.invitationPending
      ? ["Invito in attesa", "bg-amber-100 text-amber-900"]
      : ["Attivo", "bg-green-100 text-green-800"];
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${classes}`}>{text}</span>
  );
}

/**
 * The back-office users: name and e-mail, role, state, since; Modifica / Elimina. `selfId` is the
 * signed-in user (their own row says so); `onResend` sends a pending invitation again.
 */
export const userTable = (
  selfId: number,
  onResend: (user: AdminUserRecord) => void,
): TableSpec<AdminUserRecord> => ({
  caption: "Utenti del pannello",
  rowTestId: "admin-user-row",
  actions: { name: nameOf },
  columns: [
    {
      header: "Utente",
      sort: "name",
      cell: (user) => (
        <TitleCell
          title={
            <>
              {nameOf(user)}
              {user.id === selfId ? (
                <span className="font-normal text-slate-700"> (tu)</span>
              ) : null}
            </>
          }
          detail={user.email}
        />
      ),
    },
    { header: "Ruolo", sort: "role", cell: (user) => adminRoleLabel(user.role) },
    {
      header: "Stato",
      cell: (user) => (
        <div className="grid justify-items-start gap-1">
          <StateBadge user={user} />
          {user.invitationPending && user.isActive ? (
            <button
              type="button"
              onClick={() => onResend(user)}
              className="text-sm font-medium text-brand-700 underline hover:text-brand-800 focus-ring"
            >
              Invia di nuovo l&apos;invito
              <span className="sr-only"> a {nameOf(user)}</span>
            </button>
          ) : null}
        </div>
      ),
    },
    { header: "Creato il", cell: (user) => formatCompactDateTime(user.createdAt) },
  ],
});
