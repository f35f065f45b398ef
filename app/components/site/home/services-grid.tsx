import { Link } from "react-router";
import { ArrowRight, Cloud, Code, Globe, Lightbulb, Megaphone, ShoppingCart } from "lucide";
import { Icon } from "#kit/ui/icon";
import { SeeAllLink } from "#app/components/site/home/see-all-link";

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
      <div className="container-page">
        <div className="section-head">
          <p className="eyebrow">Servizi</p>
          <h2 id="home-services-title" className="section-title mt-2">
            Tutto il digitale della tua impresa, in un unico partner
          </h2>
          <p className="section-lead">
            Dal 2005 affianchiamo le aziende di Verona e di tutta Italia dalla prima analisi fino
            all'assistenza dopo il lancio.
          </p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map(({ to, name, icon, text }) => (
            <li key={to} className="group card-lift">
              <span className="icon-tile">
                <Icon node={icon} className="size-6" />
              </span>
              <h3 className="card-title text-xl">
                <Link to={to} className="stretched-link">
                  {name}
                </Link>
              </h3>
              <p className="mt-3 text-slate-600">{text}</p>
              <span className="card-more" aria-hidden="true">
                Scopri di più
                <Icon node={ArrowRight} />
              </span>
            </li>
          ))}
        </ul>
        <SeeAllLink to="/servizi" variant="primary">
          Tutti i nostri servizi
        </SeeAllLink>
      </div>
    </section>
  );
}
