import { keepOnPage, PageFallback } from "#kit/ui/page-fallback";
import { Link } from "react-router";
import { ArrowRight, Mail, MessageSquarePlus, type IconNode } from "lucide";
import { Icon } from "#kit/ui/icon";

const card =
  "group flex h-full w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm transition-colors hover:border-brand-600 focus-ring focus-visible:outline-brand-700";

/**
 * The quick-service cards of /area-clienti: Webmail (link) and Apri Ticket (opens the dialog;
 * before the page's JavaScript runs, it leads to the contact form of /contatti).
 */
export function QuickServices({ onOpenTicket }: { onOpenTicket: () => void }) {
  return (
    <section aria-labelledby="quick-services-title">
      <h2 id="quick-services-title" className="text-2xl font-bold text-slate-900">
        Servizi rapidi
      </h2>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2">
        <li>
          <Link to="/webmail" className={card}>
            <CardBody icon={Mail} title="Webmail" action="Accedi alla webmail">
              Leggi e invia la posta aziendale dal browser, ovunque ti trovi.
            </CardBody>
          </Link>
        </li>
        <li>
          <PageFallback page="/contatti">
            <button
              type="submit"
              onClick={(event) => {
                keepOnPage(event);
                onOpenTicket();
              }}
              className={card}
            >
              <CardBody icon={MessageSquarePlus} title="Apri Ticket" action="Compila il modulo">
                Segnala un problema o chiedi assistenza al nostro supporto tecnico.
              </CardBody>
            </button>
          </PageFallback>
        </li>
      </ul>
    </section>
  );
}

type BodyProps = { icon: IconNode; title: string; children: string; action: string };

function CardBody({ icon, title, children, action }: BodyProps) {
  return (
    <>
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon node={icon} className="size-6" />
      </span>
      <span className="mt-4 block text-lg font-bold text-slate-900">{title}</span>
      <span className="mt-2 block flex-1 text-slate-700">{children}</span>
      <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 group-hover:text-brand-800">
        {action}
        <Icon node={ArrowRight} className="size-4" />
      </span>
    </>
  );
}
