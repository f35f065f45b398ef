import { Link } from "react-router";
import { ArrowRight, Cloud, Code, Globe, Lightbulb, Megaphone, ShoppingCart } from "lucide";
import { Icon } from "~/components/ui/icon";
import { buttonClasses } from "~/components/ui/button";

const services = [
  {
    to: "/servizi/programmazione-software",
    name: "Programmazione Software",
    icon: Code,
    text: "Gestionali, applicazioni web e integrazioni su misura, costruiti attorno ai processi della tua azienda.",
  },
  {
    to: "/servizi/consulenza-it",
    name: "Consulenza IT",
    icon: Lightbulb,
    text: "Analisi dell'infrastruttura, sicurezza informatica e scelte tecnologiche guidate da oltre 20 anni di esperienza.",
  },
  {
    to: "/servizi/e-commerce",
    name: "E-commerce",
    icon: ShoppingCart,
    text: "Negozi online veloci e semplici da gestire, collegati a magazzino, pagamenti e spedizioni.",
  },
  {
    to: "/servizi/siti-internet",
    name: "Siti Internet",
    icon: Globe,
    text: "Siti aziendali moderni, accessibili e ottimizzati per i motori di ricerca, pensati per portare contatti.",
  },
  {
    to: "/servizi/soluzioni-cloud",
    name: "Soluzioni Cloud",
    icon: Cloud,
    text: "Migrazione, hosting gestito e backup in cloud con disponibilità del 99,9% e dati al sicuro.",
  },
  {
    to: "/servizi/marketing-strategico",
    name: "Marketing Strategico",
    icon: Megaphone,
    text: "Strategie digitali, SEO e campagne misurabili per far crescere la tua presenza online.",
  },
];

/** The six services, each linking to its page (home section after the hero). */
export function ServicesGrid() {
  return (
    <section aria-labelledby="home-services-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Servizi</p>
          <h2
            id="home-services-title"
            className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl"
          >
            Tutto il digitale della tua impresa, in un unico partner
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Dal 2005 affianchiamo le aziende di Verona e di tutta Italia dalla prima analisi fino
            all'assistenza dopo il lancio.
          </p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map(({ to, name, icon, text }) => (
            <li
              key={to}
              className="group relative rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition hover:-translate-y-1 hover:border-brand-600 hover:shadow-lg motion-reduce:hover:translate-y-0"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon node={icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">
                <Link
                  to={to}
                  className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-700"
                >
                  {name}
                </Link>
              </h3>
              <p className="mt-3 text-slate-600">{text}</p>
              <span
                className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
                aria-hidden="true"
              >
                Scopri di più
                <Icon node={ArrowRight} className="size-4 transition group-hover:translate-x-1" />
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <Link to="/servizi" className={buttonClasses("primary", "lg")}>
            Tutti i nostri servizi
            <Icon node={ArrowRight} className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
