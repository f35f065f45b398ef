import { Link } from "react-router";
import { Headset } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { keepOnPage, PageFallback } from "#kit/ui/page-fallback";
import { heroOutlineLink } from "#features/shared/site/page-hero";

/**
 * The closing help block of /area-clienti: 'Apri Ticket' (the dialog; before the page's
 * JavaScript runs, the contact form of /contatti) and 'Vai ai Contatti'.
 */
export function HelpBlock({ onOpenTicket, phone }: { onOpenTicket: () => void; phone: string }) {
  return (
    <section aria-labelledby="help-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12">
          <Icon node={Headset} className="mx-auto size-10 text-sky-200" />
          <h2 id="help-title" className="mt-4 text-3xl font-bold">
            Hai bisogno di aiuto?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-100">
            Apri un ticket e il nostro supporto tecnico ti risponde al più presto, oppure scrivici
            dalla pagina contatti. Per le urgenze chiama il{" "}
            <a
              href={`tel:${phone.replace(/[^+\d]/g, "")}`}
              className="font-semibold whitespace-nowrap text-white underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-white"
            >
              {phone}
            </a>
            .
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <PageFallback page="/contatti">
              <Button
                type="submit"
                size="lg"
                variant="secondary"
                onClick={(event) => {
                  keepOnPage(event);
                  onOpenTicket();
                }}
              >
                Apri Ticket
              </Button>
            </PageFallback>
            <Link to="/contatti" className={heroOutlineLink}>
              Vai ai Contatti
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
