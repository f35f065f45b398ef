import { consulenzaIt } from "./content/consulenza-it";
import { eCommerce } from "./content/e-commerce";
import { marketingStrategico } from "./content/marketing-strategico";
import { programmazioneSoftware } from "./content/programmazione-software";
import { sitiInternet } from "./content/siti-internet";
import { soluzioniCloud } from "./content/soluzioni-cloud";
import { serviceSlugs, type ServiceContent, type ServicePoint } from "./service.types";

export * from "./service.types";

/** The six services in the order of the navigation, the home grid and /servizi. */
export const services: readonly ServiceContent[] = [
  programmazioneSoftware,
  consulenzaIt,
  eCommerce,
  sitiInternet,
  soluzioniCloud,
  marketingStrategico,
];

/** The page path of a service. */
export const servicePath = (slug: string) => `/servizi/${slug}`;

/** The service with this slug, or null for any other value (the page answers 404). */
export function findServiceBySlug(slug: string | undefined): ServiceContent | null {
  if (!slug || !(serviceSlugs as readonly string[]).includes(slug)) return null;
  return services.find((service) => service.slug === slug) ?? null;
}

/** The other services, for the 'other services' links of a detail page. */
export function otherServices(slug: string): ServiceContent[] {
  return services.filter((service) => service.slug !== slug);
}

/** The four-step approach shown on /servizi (public-site.md, 'Services overview'). */
export const approachSteps: readonly ServicePoint[] = [
  {
    title: "Analisi e strategia",
    text: "Ascoltiamo obiettivi, processi e vincoli, analizziamo mercato e sistemi esistenti e definiamo insieme priorità, budget e risultati attesi.",
  },
  {
    title: "Design e prototipazione",
    text: "Progettiamo l'architettura e l'esperienza d'uso con prototipi navigabili, da validare con te e con gli utenti prima di scrivere il codice.",
  },
  {
    title: "Sviluppo e test",
    text: "Sviluppiamo per cicli brevi, con demo frequenti, test automatici, revisione del codice e verifiche di sicurezza e accessibilità.",
  },
  {
    title: "Lancio e supporto",
    text: "Mettiamo online senza interruzioni, formiamo il tuo team e restiamo al tuo fianco con assistenza, manutenzione e nuove evoluzioni.",
  },
];
