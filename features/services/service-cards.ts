import type { ServiceContent } from "./service.types";

/**
 * What a list of services shows (the /servizi blocks, the /soluzioni cards, the 'other services'
 * links). Loaders send these to the page, so the browser never loads the services' whole content
 * (features/services/content/) as code.
 */
export type ServiceCard = Pick<ServiceContent, "slug" | "name" | "summary" | "highlights">;

export const toServiceCard = ({
  slug,
  name,
  summary,
  highlights,
}: ServiceContent): ServiceCard => ({
  slug,
  name,
  summary,
  highlights,
});

/** The page path of a service. */
export const servicePath = (slug: string) => `/servizi/${slug}`;
