import { useId, useState } from "react";
import { Link } from "react-router";
import { MailCheck } from "lucide";
import { Icon } from "#kit/ui/icon";
import type { Route } from "./+types/forgot-password";
import { Button } from "#kit/ui/button";
import { FormOutcomeNote } from "#kit/ui/form-outcome-note";
import { requestPasswordReset } from "#app/lib/customer-password";
import { apiErrorMessage } from "#kit/lib/api-errors";
import { lazyResolver } from "#kit/lib/lazy-resolver";
import { privatePageMeta } from "#features/seo/route-meta";
import { toast } from "#kit/lib/use-toast";
import { useLightForm } from "#kit/lib/use-light-form";
import { useRequest } from "#kit/lib/use-request";
import { formErrors, readForm, sendForm } from "#features/shared/form-action.server";
import { PasswordPageCard, passwordLinkClass } from "#features/auth/customer/password-page-card";
import { AccountEmailField } from "#features/auth/site/auth-fields";
import { forgotPasswordResolver } from "#features/auth/site/password-rules";

export const meta: Route.MetaFunction = privatePageMeta(
  "Password dimenticata - Area Clienti",
  "Ricevi per email il link per scegliere una nuova password dell'area clienti.",
);

const sendFailure = "Controlla la connessione e riprova tra qualche istante.";

/** The form posted without JavaScript (decision 024): the same rules and API call. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readForm(request);
  return sendForm(context, {
    values,
    errors: await formErrors(forgotPasswordResolver, values),
    path: "/customer-password/forgot",
    body: () => ({ email: values.email }),
    success: (answer) => (answer as { message: string }).message,
    fallback: sendFailure,
  });
}

const resolver = lazyResolver(
  async () => (await import("#features/auth/site/password-rules")).forgotPasswordResolver,
);

/** /customer/password-dimenticata: asks for the reset link; the answer never says whether the address exists. */
export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const id = useId();
  const [answer, setAnswer] = useState<string | null>(
    actionData?.ok ? (actionData.message ?? null) : null,
  );
  const form = useLightForm<{ email: string }>({
    defaultValues: { email: "" },
    resolver,
    served: actionData,
  });
  const send = useRequest({ mutationFn: requestPasswordReset });

  const submit = form.handleSubmit((values) => {
    if (send.isPending) return;
    send.mutate(
      { email: values.email },
      {
        onSuccess: (result) => setAnswer(result.message),
        onError: (error) =>
          toast({
            title: "Richiesta non inviata",
            description: apiErrorMessage(error) ?? sendFailure,
            variant: "destructive",
          }),
      },
    );
  });

  return (
    <PasswordPageCard
      title="Password dimenticata"
      intro="Inserisci l'email con cui accedi all'area clienti: ti invieremo un link per scegliere una nuova password."
    >
      {answer ? (
        <div
          role="status"
          className="mt-8 flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
        >
          <Icon node={MailCheck} className="mt-0.5 size-5 shrink-0" />
          <p>{answer} Il link vale un&apos;ora e si può usare una sola volta.</p>
        </div>
      ) : (
        <form method="post" onSubmit={submit} noValidate className="mt-8 grid gap-5">
          <FormOutcomeNote outcome={actionData} />
          <AccountEmailField
            id={`${id}-email`}
            error={form.formState.errors.email?.message}
            {...form.register("email")}
          />
          <Button type="submit" size="lg" disabled={send.isPending} className="w-full">
            {send.isPending ? "Invio in corso..." : "Invia il link"}
          </Button>
        </form>
      )}
      <p className="mt-6 text-sm text-slate-700">
        Ricordi la password?{" "}
        <Link to="/customer/login" className={passwordLinkClass}>
          Torna all&apos;accesso
        </Link>
      </p>
    </PasswordPageCard>
  );
}
