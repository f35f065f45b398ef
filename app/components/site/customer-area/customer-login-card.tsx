import { useId } from "react";
import { Link } from "react-router";
import { LockKeyhole } from "lucide";
import { Icon } from "#kit/ui/icon";
import { LoginForm } from "#features/auth/site/login-form";
import { apiErrorMessage, apiErrorStatus } from "#kit/lib/api-errors";

/** 403 (deactivated account) and 429 (too many attempts) carry the server's own advice. */
const refusedWithReason = (status: number | null) => status === 403 || status === 429;

const linkClass =
  "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700";

/**
 * The customer login of /area-clienti (PRODUCT.md point 2): the same call as /customer/login,
 * success goes to the dashboard; wrong credentials get 'Accesso non riuscito'.
 */
export function CustomerLoginCard() {
  const id = useId();

  return (
    <section
      id="accesso"
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8"
    >
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
        <Icon node={LockKeyhole} className="size-6" />
      </span>
      <h2 id={`${id}-title`} className="mt-4 text-2xl font-bold text-slate-900">
        Accesso clienti
      </h2>
      <p className="mt-2 text-slate-700">
        Entra nell'area riservata per vedere i tuoi servizi, le scadenze, i ticket e le
        comunicazioni.
      </p>
      {/* Without JavaScript the form is signed in by /customer/login's action (decision 024). */}
      <LoginForm
        kind="customer"
        className="mt-6 grid gap-4"
        failure={{
          title: "Accesso non riuscito",
          // Too many attempts or a deactivated account: the server's words; otherwise the spec's.
          describe: (error) =>
            (refusedWithReason(apiErrorStatus(error)) ? apiErrorMessage(error) : null) ??
            "Credenziali non valide. Verifica email e password.",
        }}
      />
      <div className="mt-5 grid gap-2 text-sm text-slate-700">
        <Link to="/customer/password-dimenticata" className={linkClass}>
          Password dimenticata?
        </Link>
        <p>
          Problemi di accesso?{" "}
          <Link to="/contatti" className={linkClass}>
            Contatta il supporto
          </Link>
        </p>
      </div>
    </section>
  );
}
