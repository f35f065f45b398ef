import { ArrowLink } from "#kit/ui/icon";
import { QuoteRequestButton } from "#features/contact/site/quote-request-button";

/** Title band of /portfolio with the two calls to action. */
export function PortfolioHero() {
  return (
    <section
      aria-labelledby="portfolio-title"
      className="bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 text-white"
    >
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-24 lg:px-8">
        <p className="inline-flex rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold tracking-wide text-white ring-1 ring-white/25">
          I Nostri Progetti
        </p>
        <h1 id="portfolio-title" className="mt-5 text-4xl font-extrabold sm:text-5xl">
          Portfolio &amp; Casi Studio
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-blue-50">
          Comuni, studi professionali, cantine, artigiani e aziende del territorio: ecco alcuni dei
          progetti che abbiamo progettato, sviluppato e che continuiamo a seguire, con le scelte
          fatte e i risultati ottenuti.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <QuoteRequestButton variant="secondary">Inizia il Tuo Progetto</QuoteRequestButton>
          <ArrowLink
            to="/servizi"
            className="inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-white px-6 font-semibold text-white transition-colors hover:bg-white/10 focus-ring focus-visible:outline-white"
            size="size-5"
          >
            Scopri le Soluzioni
          </ArrowLink>
        </div>
      </div>
    </section>
  );
}
