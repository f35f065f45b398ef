import { useState } from "react";
import { Copy, Download } from "lucide";
import { Button } from "#kit/ui/button";
import { Icon } from "#kit/ui/icon";

/** The codes as a text file to keep: what they are, one code a line. */
export function recoveryCodesText(codes: string[]): string {
  return [
    "Codici di recupero per l'accesso in due passaggi.",
    "Ognuno vale per un solo accesso. Conservali in un luogo sicuro.",
    "",
    ...codes,
    "",
  ].join("\n");
}

/** Copy to the clipboard and download as a file, with a spoken outcome. */
function RecoveryCodesActions({ codes }: { codes: string[] }) {
  const [outcome, setOutcome] = useState("");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(recoveryCodesText(codes));
      setOutcome("Codici copiati negli appunti.");
    } catch {
      setOutcome("Non è stato possibile copiare: selezionali e copiali a mano.");
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([recoveryCodesText(codes)], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "codici-di-recupero.txt";
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    setOutcome("File dei codici scaricato.");
  };
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        <Icon node={Copy} className="size-4" />
        Copia i codici
      </Button>
      <Button variant="secondary" size="sm" onClick={download}>
        <Icon node={Download} className="size-4" />
        Scarica i codici
      </Button>
      <p role="status" className="text-sm text-slate-800">
        {outcome}
      </p>
    </div>
  );
}

/**
 * The recovery codes, shown once after TOTP is turned on or the codes are renewed: a list the
 * user can copy, download or print, with what they are for.
 */
export function RecoveryCodesList({ codes, headingId }: { codes: string[]; headingId: string }) {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Codici di recupero
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        Conservali in un luogo sicuro: ognuno permette di accedere una sola volta se non hai con te
        l&apos;app di autenticazione. Non verranno più mostrati.
      </p>
      <ol
        className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-base text-slate-900"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <RecoveryCodesActions codes={codes} />
    </section>
  );
}

/** The QR code to scan and the same secret as text, for apps that cannot scan. */
export function TotpSetupCode({ qrCode, secret }: { qrCode: string; secret: string }) {
  return (
    <div className="grid gap-3 sm:grid-cols-[auto_1fr] sm:items-center">
      <img
        src={qrCode}
        width={176}
        height={176}
        alt="Codice QR da inquadrare con l'app di autenticazione (il codice è anche scritto qui accanto)"
        className="rounded-lg border border-slate-200 bg-white"
      />
      <div className="text-sm text-slate-800">
        <p>
          Inquadra il codice QR con un&apos;app di autenticazione (ad esempio Google Authenticator,
          Microsoft Authenticator o FreeOTP), oppure inserisci a mano questo codice:
        </p>
        <p className="mt-2 font-mono text-base break-all text-slate-900" data-testid="totp-secret">
          {secret}
        </p>
      </div>
    </div>
  );
}
