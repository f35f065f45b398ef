import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { CircleCheck } from "lucide";
import { Icon } from "#app/components/ui/icon";
import type { Route } from "./+types/reset-password";
import { Button, buttonClasses } from "#app/components/ui/button";
import { FormOutcomeNote } from "#app/components/ui/form-outcome-note";
import { PasswordPageCard, passwordLinkClass } from "#app/components/customer/password-page-card";
import { apiErrorMessage } from "#app/lib/api-errors";
import { resetCustomerPassword } from "#app/lib/customer-password";
import { lazyResolver } from "#app/lib/lazy-resolver";
import { metaForPath, pageTitle } from "#app/lib/route-meta";
import { toast } from "#app/lib/use-toast";
import { useLightForm } from "#app/lib/use-light-form";
import { useRequest } from "#app/lib/use-request";
import { formErrors, readForm, sendForm } from "#app/lib/form-action.server";
import {
  passwordResetMessages,
  type ResetPasswordForm,
} from "#features/auth/password-reset.schema";
import { passwordPolicyMessages } from "#features/auth/password-policy";
import { PasswordChangeFields } from "#features/auth/site/password-change-fields";
import { resetPasswordResolver } from "#features/auth/site/password-rules";

export const meta: Route.MetaFunction = ({ location, matches }) =>
  metaForPath({}, location.pathname, matches[0]?.data, {
    title: pageTitle("Reimposta la password - Area Clienti", matches[0]?.data),
    description: "Scegli una nuova password per l'area clienti.",
    noindex: true,
    canonical: false,
  });

const sendFailure = "Controlla la connessione e riprova tra qualche istante.";

/**
 * The form posted without JavaScript (decision 024), to this page with the link's token in the
 * address: the same rules and API call. The passwords never travel back into the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const values = await readForm(request);
  return sendForm(context, {
    values,
    keep: {},
    errors: await formErrors(resetPasswordResolver, values),
    path: "/customer-password/reset",
    body: () => ({ token, newPassword: values.newPassword }),
    success: () => passwordResetMessages.done,
    fallback: sendFailure,
  });
}

const resolver = lazyResolver(
  async () => (await import("#features/auth/site/password-rules")).resetPasswordResolver,
);

const validToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** /customer/reimposta-password?token=...: the new password, from the mailed link. */
export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const id = useId();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState(actionData?.ok === true);
  const [linkError, setLinkError] = useState<string | null>(
    !validToken(token) || actionData?.message === passwordResetMessages.invalidLink
      ? passwordResetMessages.invalidLink
      : null,
  );
  const form = useLightForm<ResetPasswordForm>({
    defaultValues: { newPassword: "", confirmPassword: "" },
    resolver,
    served: actionData,
  });
  const reset = useRequest({ mutationFn: resetCustomerPassword });

  const submit = form.handleSubmit(({ newPassword }) => {
    if (reset.isPending) return;
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          setDone(true);
          toast({
            title: "Password aggiornata",
            description: "Ora puoi accedere con la nuova password.",
          });
        },
        onError: (error) => {
          const message = apiErrorMessage(error) ?? sendFailure;
          if (message === passwordResetMessages.invalidLink) setLinkError(message);
          // The common-password check runs on the server only: show its answer by the field too.
          if (message === passwordPolicyMessages.common) form.setError("newPassword", { message });
          toast({ title: "Password non aggiornata", description: message, variant: "destructive" });
        },
      },
    );
  });

  return (
    <PasswordPageCard
      title="Reimposta la password"
      intro="Scegli una nuova password per accedere all'area clienti."
    >
      {done ? (
        <div role="status" className="mt-8 grid gap-4">
          <p className="flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900">
            <Icon node={CircleCheck} className="mt-0.5 size-5 shrink-0" />
            {passwordResetMessages.done}
          </p>
          <Link to="/customer/login" className={buttonClasses("primary", "lg")}>
            Vai all&apos;accesso
          </Link>
        </div>
      ) : linkError ? (
        <div role="alert" className="mt-8 grid gap-4">
          <p className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">{linkError}</p>
          <Link to="/customer/password-dimenticata" className={buttonClasses("primary", "lg")}>
            Richiedi un nuovo link
          </Link>
        </div>
      ) : (
        <form method="post" onSubmit={submit} noValidate className="mt-8 grid gap-5">
          <FormOutcomeNote outcome={actionData} />
          <PasswordChangeFields
            id={id}
            audience="customer"
            withCurrent={false}
            requiredMark={false}
            register={(name) => form.register(name as keyof ResetPasswordForm)}
            error={(name) => form.formState.errors[name as keyof ResetPasswordForm]?.message}
          />
          <Button type="submit" size="lg" disabled={reset.isPending} className="w-full">
            {reset.isPending ? "Salvataggio..." : "Salva la nuova password"}
          </Button>
        </form>
      )}
      <p className="mt-6 text-sm text-slate-700">
        <Link to="/customer/login" className={passwordLinkClass}>
          Torna all&apos;accesso
        </Link>
      </p>
    </PasswordPageCard>
  );
}
