import type { Route } from "./+types/reset-password";
import { lazyResolver } from "#kit/lib/lazy-resolver";
import { privatePageMeta } from "#features/seo/route-meta";
import { passwordResetMessages } from "#features/auth/password-reset.schema";
import { resetPasswordResolver } from "#features/auth/site/password-rules";
import { TokenPasswordCard } from "#features/auth/site/token-password-card";
import { resetLinkIsLive } from "#features/auth/password-reset.server";
import { plausibleToken } from "#features/auth/site/token-password";
import { tokenPasswordAction } from "#features/auth/site/token-password-action.server";
import type { TokenPasswordPage } from "#features/auth/site/token-password";

export const meta: Route.MetaFunction = privatePageMeta(
  "Reimposta la password - Area Clienti",
  "Scegli una nuova password per l'area clienti.",
);

const reset: TokenPasswordPage = {
  audience: "customer",
  path: "/customer-password/reset",
  messages: passwordResetMessages,
  savedToast: {
    title: "Password aggiornata",
    description: "Ora puoi accedere con la nuova password.",
  },
  failureTitle: "Password non aggiornata",
  submitLabel: "Salva la nuova password",
  login: { href: "/customer/login", label: "Torna all'accesso" },
  newLink: { href: "/customer/password-dimenticata", label: "Richiedi un nuovo link" },
};

/** The link is checked on the server: an unknown, used or expired one never shows the form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { linkLive: plausibleToken(token) && Boolean(await resetLinkIsLive(context.db, token)) };
}

/** The form posted without JavaScript (decision 024), the link's token in the address. */
export const action = tokenPasswordAction(reset, resetPasswordResolver);

const resolver = lazyResolver(
  async () => (await import("#features/auth/site/password-rules")).resetPasswordResolver,
);

/** /customer/reimposta-password?token=...: the new password, from the mailed link. */
export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TokenPasswordCard
      page={reset}
      title="Reimposta la password"
      intro="Scegli la password con cui accederai all'area clienti."
      resolver={resolver}
      served={actionData}
      linkLive={loaderData.linkLive}
    />
  );
}
