import { useId } from "react";
import { Link } from "react-router";
import { LockKeyhole } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { CustomerLoginForm } from "#app/components/customer/customer-login-form";
import { apiErrorMessage, apiErrorStatus } from "#app/lib/api-errors";

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
      <CustomerLoginForm
        className="mt-6 grid gap-4"
        failureToast={(error) => ({
          title: "Accesso non riuscito",
          // Too many attempts: the server says when to retry; otherwise the spec's text.
          description:
            (apiErrorStatus(error) === 429 ? apiErrorMessage(error) : null) ??
            "Credenziali non valide. Verifica email e password.",
        })}
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
