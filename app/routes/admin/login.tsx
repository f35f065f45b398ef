import { useEffect } from "react";
import { redirect } from "react-router";
import { ArrowLeft } from "lucide";
import { Icon } from "#kit/ui/icon";
import type { Route } from "./+types/login";
import { adminFromRequest } from "#server/http/auth-loader.server";
import { LoginForm } from "#features/auth/site/login-form";
import { loginAction } from "#features/auth/site/login-action.server";
import { returnToOf } from "#features/auth/site/return-to";
import { SecondStepForm } from "#features/auth/two-factor/site/second-step-form";
import { secondStepView } from "#features/auth/two-factor/site/second-step-page.server";
import type { SecondStepOutcome } from "#features/auth/two-factor/site/second-step-view";
import { LogoMark } from "#app/components/site/logo";
import { clearAdminUser, storeAdminUser } from "#features/auth/admin/admin-session";
import { siteContext } from "#features/seo/route-meta";
import { adminPageMeta } from "./admin-page-meta";

/** /admin and /admin/login (two route ids, one module): kept out of search results. */
export const meta: Route.MetaFunction = adminPageMeta("Accesso amministrazione");

/**
 * Someone already signed in goes straight to the panel; after the password of an account with
 * two-factor sign-in, the page shows the second step (decision 031).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const returnTo = returnToOf("admin", request);
  if (await adminFromRequest(request, context)) throw redirect(returnTo ?? "/admin/dashboard");
  return { twoFactor: await secondStepView(request, context, "admin"), returnTo };
}

/** The form posted without JavaScript (decision 024). */
export const action = ({ request, context }: Route.ActionArgs) =>
  loginAction("admin", request, context);

export default function AdminLogin({ matches, actionData, loaderData }: Route.ComponentProps) {
  const { brand } = siteContext(matches[0]?.data);
  const served = actionData as SecondStepOutcome | undefined;
  const secondStep = loaderData?.twoFactor ?? null;
  const returnTo = loaderData?.returnTo ?? null;
  // Whoever is here has no valid session (the loader sends the others to the panel): the
  // stored admin_user of an ended session goes.
  useEffect(clearAdminUser, []);
  return (
    <>
      <a href="#admin-login" className="skip-link">
        Vai al contenuto principale
      </a>
      <main
        id="admin-login"
        tabIndex={-1}
        className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-900 via-brand-800 to-slate-900 px-4 py-12 focus:outline-none"
      >
        <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-2xl sm:p-10">
          <div className="flex items-center gap-3">
            <LogoMark />
            <p className="text-sm font-semibold text-slate-700">{brand}</p>
          </div>
          {secondStep || served?.recoveryCodes ? (
            <>
              <h1 className="mt-6 text-2xl font-bold text-slate-900">Verifica in due passaggi</h1>
              <SecondStepForm
                kind="admin"
                view={secondStep}
                returnTo={returnTo}
                served={served}
                onSignedIn={(answer) => "user" in answer && storeAdminUser(answer.user)}
                className="mt-6 grid gap-5"
              />
            </>
          ) : (
            <>
              <h1 className="mt-6 text-2xl font-bold text-slate-900">Accesso amministrazione</h1>
              <p className="mt-2 text-sm text-slate-700">
                Entra nel pannello per gestire contenuti, clienti e impostazioni del sito.
              </p>
              <LoginForm
                kind="admin"
                returnTo={returnTo}
                served={actionData}
                failure={{ title: "Errore di login" }}
                onSignedIn={(answer) => "user" in answer && storeAdminUser(answer.user)}
                className="mt-8 grid gap-5"
              />
            </>
          )}
          <a
            href="/"
            className="mt-8 inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <Icon node={ArrowLeft} className="size-4" />
            Torna al sito
          </a>
        </div>
      </main>
    </>
  );
}
