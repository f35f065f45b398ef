import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "#kit/ui/button";
import { QuoteRequestButton } from "#features/contact/site/quote-request-button";

type Props = {
  id: string;
  title: ReactNode;
  text: ReactNode;
  /** The buttons; by default the free quote and the contact page. */
  children?: ReactNode;
};

/** The closing call to action of a page: a title, a sentence and its buttons. */
export function CtaBand({ id, title, text, children }: Props) {
  return (
    <section aria-labelledby={id} className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-brand-50 px-6 py-12 text-center ring-1 ring-brand-100 sm:px-12">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            {children ?? (
              <>
                <QuoteRequestButton>Richiedi Preventivo Gratuito</QuoteRequestButton>
                <Link to="/contatti" className={buttonClasses("secondary", "lg")}>
                  Contattaci
                </Link>
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
