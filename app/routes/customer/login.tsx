import { Link, redirect } from "react-router";
import { LockKeyhole } from "lucide";
import type { Route } from "./+types/login";
import { customerFromRequest } from "#server/http/auth-loader.server";
import { LoginForm } from "#features/auth/site/login-form";
import { loginAction } from "#features/auth/site/login-action.server";
import { returnToOf } from "#features/auth/site/return-to";
import { SecondStepForm } from "#features/auth/two-factor/site/second-step-form";
import { secondStepView } from "#features/auth/two-factor/site/second-step-page.server";
import type { SecondStepOutcome } from "#features/auth/two-factor/site/second-step-view";
import { PasswordPageCard, passwordLinkClass } from "#features/auth/customer/password-page-card";
import { pageMeta } from "#features/seo/route-meta";
import { customerLoginPages } from "#features/seo/page-meta/customer-login";

export const meta: Route.MetaFunction = pageMeta(customerLoginPages);

/**
 * A customer already signed in goes straight to their dashboard; after the password of an
 * account with two-factor sign-in, the page shows the second step (decision 031).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const returnTo = returnToOf("customer", request);
  if (await customerFromRequest(request, context))
    throw redirect(returnTo ?? "/customer/dashboard");
  return { twoFactor: await secondStepView(request, context, "customer"), returnTo };
}

/** The form posted without JavaScript, here or from the /area-clienti card (decision 024). */
export const action = ({ request, context }: Route.ActionArgs) =>
  loginAction("customer", request, context);

/** /customer/login (../shared/spec/back-office.md §2, §5, §8). */
export default function CustomerLogin({ actionData, loaderData }: Route.ComponentProps) {
  const served = actionData as SecondStepOutcome | undefined;
  const secondStep = loaderData?.twoFactor ?? null;
  const returnTo = loaderData?.returnTo ?? null;
  return (
    <PasswordPageCard
      icon={LockKeyhole}
      title="Area Clienti"
      intro="Accedi per consultare i tuoi servizi, le scadenze, i ticket di assistenza e le comunicazioni che ti abbiamo inviato."
    >
      {secondStep || served?.recoveryCodes ? (
        <>
          <h2 className="mt-8 text-xl font-semibold text-slate-900">Verifica in due passaggi</h2>
          <SecondStepForm
            kind="customer"
            view={secondStep}
            returnTo={returnTo}
            served={served}
            className="mt-4 grid gap-5"
          />
        </>
      ) : (
        <LoginForm
          kind="customer"
          returnTo={returnTo}
          served={actionData}
          failure={{ title: "Errore di accesso" }}
          className="mt-8 grid gap-5"
        />
      )}
      <p className="mt-6 text-sm">
        <Link to="/customer/password-dimenticata" className={passwordLinkClass}>
          Password dimenticata?
        </Link>
      </p>
      <p className="mt-3 text-sm text-slate-700">
        Hai bisogno di aiuto?{" "}
        <Link to="/contatti" className={passwordLinkClass}>
          Contatta il supporto
        </Link>
      </p>
    </PasswordPageCard>
  );
}
