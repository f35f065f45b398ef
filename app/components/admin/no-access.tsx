import { Link } from "react-router";
import { ShieldX } from "lucide";
import { Icon } from "#kit/ui/icon";
import { buttonClasses } from "#kit/ui/button";
import { adminRoleLabel } from "#features/admin-users/admin-roles";

/** What the panel shows at the address of a tab the signed-in role may not open. */
export function NoAccess({ role }: { role: string }) {
  return (
    <section
      aria-labelledby="admin-no-access"
      className="grid max-w-2xl justify-items-start gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <Icon node={ShieldX} className="size-8 text-slate-600" />
      <h2 id="admin-no-access" className="text-2xl font-bold text-slate-900">
        Non hai accesso a questa sezione
      </h2>
      <p className="text-slate-700">
        Il tuo ruolo ({adminRoleLabel(role)}) non comprende questa parte del pannello. Se ti serve,
        chiedi a un amministratore di cambiarti ruolo.
      </p>
      <Link to="/admin/dashboard" className={buttonClasses("primary", "md")}>
        Torna alla dashboard
      </Link>
    </section>
  );
}
