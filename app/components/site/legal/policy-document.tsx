import { legalProse } from "#features/shared/site/prose";

type Props = {
  /** Sanitized policy HTML without its first h1, or null when no text exists at all. */
  html: string | null;
  /** Contact e-mail offered while the text is unavailable. */
  email: string;
};

/** The privacy or cookie policy text; 'Riprovare più tardi' only when there is none. */
export function PolicyDocument({ html, email }: Props) {
  if (!html) {
    return (
      <div
        role="status"
        className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-slate-800"
      >
        <p className="text-lg font-semibold text-slate-900">Riprovare più tardi</p>
        <p className="mt-2">
          Il testo dell'informativa non è disponibile in questo momento. Per qualsiasi domanda sul
          trattamento dei dati puoi scriverci a{" "}
          <a href={`mailto:${email}`} className="font-medium text-brand-700 underline">
            {email}
          </a>
          .
        </p>
      </div>
    );
  }
  return <article className={legalProse} dangerouslySetInnerHTML={{ __html: html }} />;
}
