import { findServiceBySlug, services, toServiceCard } from "../services";

/** The loader of the pages listing the six services' cards (their whole content stays on the server). */
export const serviceCardsLoader = () => ({ services: services.map(toServiceCard) });

/** The name and slug of the services these slugs name, in their order; unknown slugs are skipped. */
export const serviceLinksFor = (slugs: readonly string[]) =>
  slugs.flatMap((slug) => {
    const service = findServiceBySlug(slug);
    return service ? [{ slug: service.slug, name: service.name }] : [];
  });
