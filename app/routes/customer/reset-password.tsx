import type { Route } from "./+types/reset-password";
import { lazyResolver } from "#app/lib/lazy-resolver";
import { privatePageMeta } from "#app/lib/route-meta";
import { passwordResetMessages } from "#features/auth/password-reset.schema";
import { resetPasswordResolver } from "#features/auth/site/password-rules";
import { TokenPasswordCard } from "#features/auth/site/token-password-card";
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

/** The form posted without JavaScript (decision 024), the link's token in the address. */
export const action = tokenPasswordAction(reset, resetPasswordResolver);

const resolver = lazyResolver(
  async () => (await import("#features/auth/site/password-rules")).resetPasswordResolver,
);

/** /customer/reimposta-password?token=...: the new password, from the mailed link. */
export default function ResetPassword({ actionData }: Route.ComponentProps) {
  return (
    <TokenPasswordCard
      page={reset}
      title="Reimposta la password"
      intro="Scegli una nuova password per accedere all'area clienti."
      resolver={resolver}
      served={actionData}
    />
  );
}
