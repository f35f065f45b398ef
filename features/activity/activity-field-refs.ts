import type { ActivityFields } from "#features/shared/entity-manifest";

/**
 * Field words several entities' activity declarations share (decision 050): a leaf module, so
 * the manifests that use them import nothing of the activity log itself.
 */
export const customerRef = { label: "Cliente", kind: "ref" } as const;
export const serviceRef = { label: "Servizio", kind: "ref" } as const;
export const sortOrder = "Ordine";

/** The fields of the catalogue's link cards: the clients' references and the partners. */
export const catalogLinkFields: ActivityFields = {
  name: "Nome",
  logoUrl: "Logo",
  websiteUrl: "Sito web",
  featured: "In evidenza",
  sortOrder,
};
