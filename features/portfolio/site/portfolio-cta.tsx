import { Link } from "react-router";
import { QuoteRequestButton } from "#features/contact/site/quote-request-button";

/** Closing call to action of /portfolio. */
export function PortfolioCallToAction() {
  return (
    <section aria-labelledby="portfolio-cta-title" className="bg-brand-900 py-20 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id="portfolio-cta-title" className="text-3xl font-bold sm:text-4xl">
          Il prossimo progetto può essere il tuo
        </h2>
        <p className="mt-4 text-lg text-blue-50">
          Raccontaci la tua idea: ti rispondiamo entro 24 ore con una prima proposta, tempi e costi
          chiari, senza impegno.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <QuoteRequestButton variant="secondary">Richiedi Preventivo Gratuito</QuoteRequestButton>
          <Link
            to="/chi-siamo"
            className="inline-flex h-12 items-center justify-center rounded-lg border border-white px-6 font-semibold text-white transition-colors hover:bg-white/10 focus-ring focus-visible:outline-white"
          >
            Conosci il team
          </Link>
        </div>
      </div>
    </section>
  );
}
