/** Title band of /piattaforme. */
export function PlatformsHeader() {
  return (
    <section
      aria-labelledby="platforms-title"
      className="bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 text-white"
    >
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-24 lg:px-8">
        <p className="text-sm font-semibold tracking-widest text-blue-100 uppercase">
          Piattaforme white-label
        </p>
        <h1 id="platforms-title" className="mt-3 text-4xl font-extrabold sm:text-5xl">
          Le nostre piattaforme software
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-blue-50">
          Prodotti già collaudati dai nostri clienti, pronti da personalizzare con il tuo marchio:
          email marketing, gestione sicura delle password, prenotazione di corsi ed eventi e
          monitoraggio dei portafogli di criptovalute. Li installiamo, li adattiamo e li seguiamo
          nel tempo.
        </p>
      </div>
    </section>
  );
}
