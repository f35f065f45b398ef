/**
 * The recovery codes, shown once after TOTP is turned on or the codes are renewed: a list the
 * user can copy or print, with what they are for.
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
