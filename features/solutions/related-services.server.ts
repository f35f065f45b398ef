import type { Database } from "#db/client";
import { listPagesAt, listPagesUnder } from "#features/pages/page-listing.server";
import { blockIcon } from "#features/pages/blocks/block-icons";
import { DomainError } from "../shared/domain-error";
import { solutionMessages } from "./solutions.schema";

/**
 * A platform's related services are the service pages (decision 057): the pages published
 * under /servizi, named by the last segment of their path (`/servizi/e-commerce` →
 * `e-commerce`) and shown by their title.
 */
export const SERVICES_PATH = "/servizi";

const servicePath = (slug: string) => `${SERVICES_PATH}/${slug}`;
const slugOf = (path: string) => path.slice(SERVICES_PATH.length + 1);

/** The services a platform may name, in the order of /servizi: slug and name. */
export async function serviceChoices(db: Database) {
  const listed = await listPagesUnder(db, SERVICES_PATH);
  return listed.map((page) => ({ slug: slugOf(page.path), name: page.title }));
}

/** Refuses a related service that names no published service page, naming it (400). */
export async function checkRelatedServices(db: Database, slugs: readonly string[]) {
  if (slugs.length === 0) return;
  const known = new Set((await serviceChoices(db)).map((service) => service.slug));
  const index = slugs.findIndex((slug) => !known.has(slug));
  if (index >= 0) {
    throw new DomainError(
      "invalid",
      solutionMessages.unknownService(slugs[index]!),
      `relatedServices.${index}`,
    );
  }
}

/** The published service pages among `slugs`, in their order, with title and drawn icon. */
export async function relatedServiceLinks(db: Database, slugs: readonly string[]) {
  const listed = await listPagesAt(db, slugs.map(servicePath));
  return listed.map((page) => ({ path: page.path, title: page.title, icon: blockIcon(page.icon) }));
}
