import { useCallback, useEffect, useId, useState } from "react";
import { ShieldCheck } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { TextField } from "#kit/ui/input";
import { CheckboxField } from "#kit/ui/checkbox";
import { apiRequest, getJson } from "#kit/lib/api";
import { ApiError, apiErrorMessage } from "#kit/lib/api-errors";
import { toast } from "#kit/lib/use-toast";
import type { SessionKind } from "../../session-kinds";
import type { TwoFactorSetup, TwoFactorStatusAnswer } from "../two-factor.schema";
import { twoFactorMessages } from "../two-factor-messages";
import { useAdminRole } from "#features/auth/admin/admin-user-context";
import { RecoveryCodesList, TotpSetupCode } from "./recovery-codes";

function failed(title: string, error: unknown): void {
  toast({
    title,
    description: apiErrorMessage(error) ?? (error instanceof Error ? error.message : undefined),
    variant: "destructive",
  });
}

/**
 * The account's own two-factor settings (decision 031): the admin's "Sicurezza" card in
 * 'Il mio account' of the panel and the customer's profile. Off: "Attiva" shows a new QR code and its secret,
 * the current password with a code of the app turns it on (the account's other sessions end) and
 * the ten recovery codes are shown once. On: new recovery
 * codes or turning it off, each with the password or a current code. For the Amministratore, the
 * setting that requires it of every back-office user.
 */
export function TwoFactorSettings({ kind }: { kind: SessionKind }) {
  const id = useId();
  const role = useAdminRole();
  const base = `/api/${kind}/two-factor`;
  const [status, setStatus] = useState<TwoFactorStatusAnswer | null>(null);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | undefined>();
  const [setupPassword, setSetupPassword] = useState("");
  const [setupPasswordError, setSetupPasswordError] = useState<string | undefined>();
  const [password, setPassword] = useState("");
  const [reauthCode, setReauthCode] = useState("");
  const [busy, setBusy] = useState(false);

  const reload = useCallback(
    () =>
      getJson<TwoFactorStatusAnswer>(base).then(setStatus, (error: unknown) =>
        failed("Impossibile leggere lo stato della verifica", error),
      ),
    [base],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      setCodes(null);
      try {
        setSetup(await apiRequest<TwoFactorSetup>("POST", `${base}/setup`, {}));
      } catch (error) {
        failed("Attivazione non riuscita", error);
      }
    });

  const confirm = () =>
    run(async () => {
      const typed = code.replace(/\s+/g, "");
      const passwordMissing = setupPassword ? undefined : twoFactorMessages.passwordRequired;
      const codeWrong = /^\d{6}$/.test(typed) ? undefined : twoFactorMessages.totpShape;
      setSetupPasswordError(passwordMissing);
      setCodeError(codeWrong);
      if (passwordMissing || codeWrong) return;
      try {
        const answer = await apiRequest<{ recoveryCodes: string[] }>("POST", `${base}/confirm`, {
          password: setupPassword,
          code: typed,
        });
        setSetup(null);
        setCode("");
        setSetupPassword("");
        setCodes(answer.recoveryCodes);
        toast({ title: "Verifica in due passaggi attivata" });
        await reload();
      } catch (error) {
        const message = apiErrorMessage(error) ?? twoFactorMessages.wrongCode;
        if (error instanceof ApiError && error.status === 403) setSetupPasswordError(message);
        else setCodeError(message);
      }
    });

  const reauthBody = () => (password ? { password } : { code: reauthCode });

  const renew = () =>
    run(async () => {
      if (!password && !reauthCode) {
        return failed("Codici non generati", new Error(twoFactorMessages.reauthRequired));
      }
      try {
        const answer = await apiRequest<{ recoveryCodes: string[] }>(
          "POST",
          `${base}/recovery-codes`,
          reauthBody(),
        );
        setCodes(answer.recoveryCodes);
        setPassword("");
        setReauthCode("");
        toast({ title: "Nuovi codici di recupero generati" });
        await reload();
      } catch (error) {
        failed("Codici non generati", error);
      }
    });

  const disable = () =>
    run(async () => {
      if (!password && !reauthCode) {
        return failed("Verifica non disattivata", new Error(twoFactorMessages.reauthRequired));
      }
      try {
        await apiRequest("POST", `${base}/disable`, reauthBody());
        setCodes(null);
        setPassword("");
        setReauthCode("");
        toast({ title: "Verifica in due passaggi disattivata" });
        await reload();
      } catch (error) {
        failed("Verifica non disattivata", error);
      }
    });

  const setRequired = (required: boolean) =>
    run(async () => {
      try {
        await apiRequest("PUT", `${base}/policy`, { required });
        toast({
          title: required
            ? "Verifica in due passaggi obbligatoria per il back office"
            : "Verifica in due passaggi non più obbligatoria",
        });
        await reload();
      } catch (error) {
        failed("Impostazione non salvata", error);
      }
    });

  if (!status) return <p className="text-sm text-slate-700">Caricamento...</p>;

  return (
    <div className="grid gap-5">
      <p role="status" className="text-sm text-slate-800">
        {status.enabled
          ? `Verifica in due passaggi attiva. Codici di recupero ancora validi: ${status.recoveryCodesLeft}.`
          : "Verifica in due passaggi non attiva: per accedere basta la password."}
      </p>
      {codes ? <RecoveryCodesList codes={codes} headingId={`${id}-codes`} /> : null}

      {!status.enabled && !setup ? (
        <div>
          <Button type="button" onClick={() => void start()} disabled={busy}>
            <Icon node={ShieldCheck} className="size-4" />
            Attiva la verifica in due passaggi
          </Button>
        </div>
      ) : null}

      {!status.enabled && setup ? (
        <form
          noValidate
          aria-label="Attiva la verifica in due passaggi"
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <TotpSetupCode qrCode={setup.qrCode} secret={setup.secret} />
          <TextField
            id={`${id}-setup-password`}
            label="Password attuale"
            hint="Per attivare la verifica conferma con la password con cui accedi."
            type="password"
            autoComplete="current-password"
            required
            value={setupPassword}
            onChange={(event) => setSetupPassword(event.target.value)}
            error={setupPasswordError}
          />
          <TextField
            id={`${id}-confirm`}
            label="Codice dell'app"
            hint="Il codice di 6 cifre che l'app mostra ora per questo account."
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={codeError}
          />
          <div>
            <Button type="submit" disabled={busy}>
              Conferma e attiva
            </Button>
          </div>
        </form>
      ) : null}

      {status.enabled ? (
        <form
          method="post"
          noValidate
          aria-label="Gestisci la verifica in due passaggi"
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => event.preventDefault()}
        >
          <p className="text-sm text-slate-700 sm:col-span-2">
            Per generare nuovi codici di recupero o disattivare la verifica conferma con la password
            attuale oppure con un codice dell&apos;app.
          </p>
          <TextField
            id={`${id}-password`}
            label="Password attuale"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            id={`${id}-reauth-code`}
            label="Oppure codice dell'app"
            autoComplete="one-time-code"
            value={reauthCode}
            onChange={(event) => setReauthCode(event.target.value)}
          />
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <Button type="button" variant="secondary" onClick={() => void renew()} disabled={busy}>
              Genera nuovi codici di recupero
            </Button>
            <Button
              type="button"
              variant="destructive"
              onClick={() => void disable()}
              disabled={busy}
            >
              Disattiva la verifica
            </Button>
          </div>
        </form>
      ) : null}

      {kind === "admin" && role === "admin" ? (
        <CheckboxField
          id={`${id}-required`}
          checked={status.required}
          disabled={busy}
          onChange={(event) => void setRequired(event.target.checked)}
          hint="Chi non l'ha ancora attivata dovrà farlo subito dopo la password, al prossimo accesso."
        >
          Richiedi la verifica in due passaggi a tutti gli utenti del back office
        </CheckboxField>
      ) : null}
    </div>
  );
}
