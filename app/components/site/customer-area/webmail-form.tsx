import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { Link } from "react-router";
import { Info, LogIn } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { TextField } from "#kit/ui/input";
import {
  WEBMAIL_MAX_LENGTH,
  webmailErrors,
  webmailHiddenFields,
  webmailReady,
  type WebmailErrors,
  type WebmailValues,
} from "./webmail-rules";

const linkClass =
  "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700";

/**
 * The webmail login (../shared/spec/back-office.md §2 "Webmail login"): a real form that posts
 * LOGIN, PASSWD and the provider's fixed settings to WEBMAIL_URL. Without a configured URL it
 * explains why and keeps the button disabled.
 */
export function WebmailForm({ webmailUrl }: { webmailUrl: string | null }) {
  const id = useId();
  const [values, setValues] = useState<WebmailValues>({ login: "", password: "" });
  const [errors, setErrors] = useState<WebmailErrors>({});
  /** What the two fields share: id, limits, value, its error, and typing clears the error. */
  const field = (name: keyof WebmailValues) => ({
    id: `${id}-${name}`,
    required: true,
    maxLength: WEBMAIL_MAX_LENGTH,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  // Valid input goes on to the provider as a normal form submission (a page navigation).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const found = webmailErrors(values);
    if (!webmailUrl || Object.keys(found).length > 0) {
      event.preventDefault();
      setErrors(found);
    }
  };

  return (
    <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-xl sm:p-10">
      <p className="text-slate-700">
        L'accesso alla webmail è riservato ai clienti registrati che hanno attivato un servizio di
        posta elettronica con noi.
      </p>
      {webmailUrl ? null : (
        <p
          role="note"
          className="mt-5 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <Icon node={Info} className="mt-0.5 size-5 shrink-0" />
          <span>
            L'accesso alla webmail da questa pagina non è al momento disponibile. Per leggere la
            posta usa il tuo programma abituale oppure contatta il supporto, che ti indicherà
            l'indirizzo corretto.
          </span>
        </p>
      )}
      <form
        method="post"
        action={webmailUrl ?? undefined}
        onSubmit={submit}
        noValidate
        className="mt-6 grid gap-5"
        data-testid="webmail-form"
      >
        {webmailHiddenFields.map((field) => (
          <input key={field.name} type="hidden" name={field.name} value={field.value} />
        ))}
        <TextField
          {...field("login")}
          name="LOGIN"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="username"
        />
        <TextField
          {...field("password")}
          name="PASSWD"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <Button
          type="submit"
          size="lg"
          className="mt-2 w-full"
          disabled={!webmailUrl || !webmailReady(values)}
        >
          <Icon node={LogIn} className="size-5" />
          Accedi alla webmail
        </Button>
      </form>
      <p className="mt-6 text-sm text-slate-700">
        Hai bisogno di aiuto con la posta?{" "}
        <Link to="/contatti" className={linkClass}>
          Contatta il supporto
        </Link>
      </p>
    </div>
  );
}
