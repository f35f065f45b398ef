import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { ShieldCheck } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { TextField } from "#kit/ui/input";
import { apiRequest } from "#kit/lib/api";
import { lazyResolver } from "#kit/lib/lazy-resolver";
import { toast } from "#kit/lib/use-toast";
import { useLightForm } from "#kit/lib/use-light-form";
import type { SessionKind } from "../../session-kinds";
import { loginKinds, type LoginAnswer } from "../../site/login-kinds";
import { useSignInStep } from "../../site/use-sign-in-step";
import { LoginPageForm } from "../../site/login-page-form";
import { loginHref } from "../../site/return-to";
import { RecoveryCodesList, TotpSetupCode } from "./recovery-codes";
import type { SecondStepOutcome, SecondStepView } from "./second-step-view";

type Values = Record<string, string>;
type Answer = LoginAnswer & { recoveryCodes?: string[] };

type Props = {
  kind: SessionKind;
  view: SecondStepView | null;
  /** The safe page to open once signed in (the login's `?ritorno=`), instead of the home. */
  returnTo?: string | null;
  /** The page action's answer when the form was posted without JavaScript. */
  served?: SecondStepOutcome;
  onSignedIn?: (answer: LoginAnswer) => void;
  className?: string;
};

/**
 * The second step of the sign-in (decision 031), on the login page while the password step is
 * done: the 6-digit code of the app or a recovery code; for a required setup, first the QR code
 * and the secret to add to the app. With JavaScript it calls the API; without it the form goes
 * to the page action (intent "two-factor"). After a setup the recovery codes are shown once,
 * then "Continua". Signed in, it goes to `returnTo` or the home.
 */
export function SecondStepForm({
  kind,
  view,
  returnTo = null,
  served,
  onSignedIn,
  className,
}: Props) {
  const id = useId();
  const navigate = useNavigate();
  const setup = loginKinds[kind];
  const destination = returnTo ?? setup.home;
  const [codes, setCodes] = useState<string[] | undefined>(served?.recoveryCodes);
  const form = useLightForm<Values>({
    defaultValues: { code: "" },
    resolver: lazyResolver(async () => (await import("./second-step-rules")).secondStepResolver),
    served: served?.recoveryCodes ? undefined : served,
  });
  const { errors } = form.formState;
  const verify = useSignInStep({
    send: (values: Values) =>
      apiRequest<Answer>("POST", `/api/${kind}/login/two-factor`, { code: values.code }),
    onSuccess: (answer) => {
      onSignedIn?.(answer);
      if (answer.recoveryCodes) return setCodes(answer.recoveryCodes);
      toast(setup.welcome);
      void navigate(destination);
    },
    clear: () => form.setValue("code", ""),
    failure: { title: "Verifica non riuscita" },
  });

  if (codes) {
    return (
      <div className={className}>
        <p role="status" className="text-sm text-slate-800">
          Verifica in due passaggi attivata. Accesso effettuato.
        </p>
        <RecoveryCodesList codes={codes} headingId={`${id}-codes`} />
        <a
          href={destination}
          className="inline-flex w-full items-center justify-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Ho salvato i codici, continua
        </a>
      </div>
    );
  }

  const submit = form.handleSubmit(verify.run);

  const settingUp = view?.purpose === "setup";
  return (
    <LoginPageForm
      kind={kind}
      returnTo={returnTo}
      served={served}
      onSubmit={submit}
      className={className}
    >
      <input type="hidden" name="intent" value="two-factor" />
      {view?.purpose === "setup" ? (
        <>
          <p className="text-sm text-slate-800">
            Per accedere al pannello è obbligatoria la verifica in due passaggi. Aggiungi
            l&apos;account all&apos;app di autenticazione e inserisci il codice che mostra.
          </p>
          <TotpSetupCode qrCode={view.setup.qrCode} secret={view.setup.secret} />
        </>
      ) : (
        <p className="text-sm text-slate-800">
          Inserisci il codice di 6 cifre mostrato dall&apos;app di autenticazione, oppure uno dei
          codici di recupero.
        </p>
      )}
      <TextField
        id={`${id}-code`}
        label={settingUp ? "Codice dell'app" : "Codice di verifica"}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        requiredMark={false}
        error={errors.code?.message}
        {...form.register("code")}
      />
      <Button type="submit" size="lg" disabled={verify.isPending} className="w-full">
        <Icon node={ShieldCheck} className="size-5" />
        {verify.isPending ? "Verifica in corso..." : settingUp ? "Attiva e accedi" : "Verifica"}
      </Button>
      <a
        href={loginHref(kind, returnTo, { accesso: "password" })}
        className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        Accedi con un altro account
      </a>
    </LoginPageForm>
  );
}
