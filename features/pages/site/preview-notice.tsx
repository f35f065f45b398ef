/** The band above a draft shown by a preview link (decision 059). */
export function PreviewNotice() {
  return (
    <p className="bg-amber-100 px-4 py-3 text-center text-sm font-semibold text-amber-950">
      Anteprima di una bozza: questa versione della pagina non è ancora pubblicata.
    </p>
  );
}

const problems = {
  expired: {
    title: "Il link di anteprima è scaduto",
    text: "I link di anteprima valgono 7 giorni. Chiedi a chi te l'ha inviato un link nuovo.",
  },
  invalid: {
    title: "Il link di anteprima non è valido",
    text: "Controlla di aver copiato l'indirizzo intero, o chiedi a chi te l'ha inviato un link nuovo.",
  },
} as const;

/** What a visitor reads when the preview link is expired, wrong or its page was deleted. */
export function PreviewLinkProblem({ problem }: { problem: keyof typeof problems }) {
  const { title, text } = problems[problem];
  return (
    <section className="mx-auto max-w-3xl px-4 py-32 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-600">{text}</p>
      <a href="/" className="mt-8 inline-block font-semibold text-blue-700 underline">
        Torna alla home
      </a>
    </section>
  );
}
