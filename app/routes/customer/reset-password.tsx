import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck } from "lucide";
import { Icon } from "#app/components/ui/icon";
import type { Route } from "./+types/reset-password";
import { TextField } from "#app/components/ui/input";
import { Button, buttonClasses } from "#app/components/ui/button";
import { PasswordPageCard, passwordLinkClass } from "#app/components/customer/password-page-card";
import { apiErrorMessage } from "#app/lib/api-errors";
import { resetCustomerPassword } from "#app/lib/customer-password";
import { metaForPath, pageTitle } from "#app/lib/route-meta";
import { toast } from "#app/lib/use-toast";
import {
  passwordResetMessages,
  resetPasswordFormSchema,
  type ResetPasswordForm,
} from "#features/auth/password-reset.schema";
import { passwordPolicyMessages, passwordRuleText } from "#features/auth/password-policy";
import { useRequest } from "#app/lib/use-request";

export const meta: Route.MetaFunction = ({ location, matches }) =>
  metaForPath({}, location.pathname, matches[0]?.data, {
    title: pageTitle("Reimposta la password - Area Clienti", matches[0]?.data),
    description: "Scegli una nuova password per l'area clienti.",
    noindex: true,
    canonical: false,
  });

const resolver = zodResolver(resetPasswordFormSchema);

/** /customer/reimposta-password?token=...: the new password, from the mailed link. */
export default function ResetPassword() {
  const id = useId();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(
    /^[A-Za-z0-9_-]{43}$/.test(token) ? null : passwordResetMessages.invalidLink,
  );
  const form = useForm<ResetPasswordForm>({
    defaultValues: { newPassword: "", confirmPassword: "" },
    resolver,
  });
  const reset = useRequest({ mutationFn: resetCustomerPassword });

  const submit = ({ newPassword }: ResetPasswordForm) => {
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
          const message =
            apiErrorMessage(error) ?? "Controlla la connessione e riprova tra qualche istante.";
          if (message === passwordResetMessages.invalidLink) setLinkError(message);
          // The common-password check runs on the server only: show its answer by the field too.
          if (message === passwordPolicyMessages.common) {
            form.setError("newPassword", { message });
          }
          toast({ title: "Password non aggiornata", description: message, variant: "destructive" });
        },
      },
    );
  };

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
        <form onSubmit={form.handleSubmit(submit)} noValidate className="mt-8 grid gap-5">
          <TextField
            id={`${id}-new`}
            label="Nuova password"
            type="password"
            autoComplete="new-password"
            required
            requiredMark={false}
            hint={passwordRuleText("customer")}
            error={form.formState.errors.newPassword?.message}
            {...form.register("newPassword")}
          />
          <TextField
            id={`${id}-confirm`}
            label="Conferma nuova password"
            type="password"
            autoComplete="new-password"
            required
            requiredMark={false}
            error={form.formState.errors.confirmPassword?.message}
            {...form.register("confirmPassword")}
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
