import { Bitcoin, CalendarCheck, KeyRound, Mail, MessageCircleQuestionMark } from "lucide";
import { ArrowLink, Icon } from "#kit/ui/icon";
import { QuoteRequestButton } from "#features/contact/site/quote-request-button";

const platforms = [
  {
    slug: "1mail",
    name: "1Mail",
    icon: Mail,
    text: "Email marketing con automazioni, segmentazione e consenso GDPR, con i dati in Europa.",
  },
  {
    slug: "gxsecure",
    name: "GXSecure",
    icon: KeyRound,
    text: "Password manager aziendale con cifratura end-to-end e accessi condivisi sotto controllo.",
  },
  {
    slug: "classy",
    name: "Classy",
    icon: CalendarCheck,
    text: "Prenotazione di corsi ed eventi con pagamenti, liste d'attesa e check-in con QR code.",
  },
  {
    slug: "crypto-folio",
    name: "CryptoFolio",
    icon: Bitcoin,
    text: "Portafogli di criptovalute su più exchange e wallet, con report pronti per il fisco.",
  },
] as const;

/** The four white-label platforms, each 'Disponibile', plus a card to ask for information. */
export function WhiteLabelSection() {
  return (
    <section aria-labelledby="white-label-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="container-page">
        <div className="section-head">
          <p className="eyebrow">Soluzioni white-label</p>
          <h2 id="white-label-title" className="section-title mt-2">
            Piattaforme pronte con il tuo marchio
          </h2>
          <p className="section-lead">
            Software nati dai nostri progetti e già in uso presso i clienti: li personalizziamo con
            il tuo logo, i tuoi colori e il tuo dominio.
          </p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {platforms.map(({ slug, name, icon, text }) => (
            <li key={slug} data-testid="white-label-card" className="card">
              <div className="flex items-start justify-between">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon node={icon} className="size-6" />
                </span>
                <span className="rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                  Disponibile
                </span>
              </div>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">{name}</h3>
              <p className="mt-2 flex-1 text-slate-600">{text}</p>
              <ArrowLink to={`/piattaforme/${slug}`} className="mt-5 arrow-link">
                Scopri {name}
              </ArrowLink>
            </li>
          ))}
          <li className="flex flex-col rounded-2xl bg-brand-900 p-6 text-white shadow-sm sm:col-span-2 lg:col-span-2">
            <span className="flex size-12 items-center justify-center rounded-xl bg-white/10">
              <Icon node={MessageCircleQuestionMark} className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold">Vuoi saperne di più?</h3>
            <p className="mt-2 flex-1 text-blue-50">
              Raccontaci cosa ti serve: ti mostriamo la piattaforma più adatta, i tempi di
              attivazione e i costi della versione con il tuo marchio.
            </p>
            <div className="mt-5">
              <QuoteRequestButton variant="secondary">Richiedi Informazioni</QuoteRequestButton>
            </div>
          </li>
        </ul>
      </div>
    </section>
  );
}
