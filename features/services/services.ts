import { consulenzaIt } from "./content/consulenza-it";
import { eCommerce } from "./content/e-commerce";
import { marketingStrategico } from "./content/marketing-strategico";
import { programmazioneSoftware } from "./content/programmazione-software";
import { sitiInternet } from "./content/siti-internet";
import { soluzioniCloud } from "./content/soluzioni-cloud";
import { serviceSlugs, type ServiceContent } from "./service.types";

export * from "./service.types";
export { approachSteps } from "./approach-steps";
export { servicePath, toServiceCard, type ServiceCard } from "./service-cards";

/** The six services in the order of the navigation, the home grid and /servizi. */
export const services: readonly ServiceContent[] = [
  programmazioneSoftware,
  consulenzaIt,
  eCommerce,
  sitiInternet,
  soluzioniCloud,
  marketingStrategico,
];

/** The service with this slug, or null for any other value (the page answers 404). */
export function findServiceBySlug(slug: string | undefined): ServiceContent | null {
  if (!slug || !(serviceSlugs as readonly string[]).includes(slug)) return null;
  return services.find((service) => service.slug === slug) ?? null;
}

/** The other services, for the 'other services' links of a detail page. */
export function otherServices(slug: string): ServiceContent[] {
  return services.filter((service) => service.slug !== slug);
}
