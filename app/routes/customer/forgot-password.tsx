import { useId, useState } from "react";
import { Link } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide";
import { Icon } from "#app/components/ui/icon";
import type { Route } from "./+types/forgot-password";
import { TextField } from "#app/components/ui/input";
import { Button } from "#app/components/ui/button";
import { requestPasswordReset } from "#app/lib/customer-password";
import { apiErrorMessage } from "#app/lib/api-errors";
import { metaForPath, pageTitle } from "#app/lib/route-meta";
import { toast } from "#app/lib/use-toast";
import {
  forgotPasswordSchema,
  type ForgotPasswordInput,
} from "#features/auth/password-reset.schema";
import { PasswordPageCard, passwordLinkClass } from "#app/components/customer/password-page-card";
import { useRequest } from "#app/lib/use-request";

export const meta: Route.MetaFunction = ({ location, matches }) =>
  metaForPath({}, location.pathname, matches[0]?.data, {
    title: pageTitle("Password dimenticata - Area Clienti", matches[0]?.data),
    description: "Ricevi per email il link per scegliere una nuova password dell'area clienti.",
    noindex: true,
    canonical: false,
  });

const resolver = zodResolver(forgotPasswordSchema);

/** /customer/password-dimenticata: asks for the reset link; the answer never says whether the address exists. */
export default function ForgotPassword() {
  const id = useId();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({ defaultValues: { email: "" }, resolver });
  const send = useRequest({ mutationFn: requestPasswordReset });

  const submit = (values: ForgotPasswordInput) => {
    if (send.isPending) return;
    send.mutate(values, {
      onSuccess: (result) => setAnswer(result.message),
      onError: (error) =>
        toast({
          title: "Richiesta non inviata",
          description:
            apiErrorMessage(error) ?? "Controlla la connessione e riprova tra qualche istante.",
          variant: "destructive",
        }),
    });
  };

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
        <form onSubmit={form.handleSubmit(submit)} noValidate className="mt-8 grid gap-5">
          <TextField
            id={`${id}-email`}
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            requiredMark={false}
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
