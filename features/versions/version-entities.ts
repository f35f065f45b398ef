/**
 * The contents whose saves are kept as versions (decision 063), by the id of their manifest:
 * the admin API mount their routes live under (so the role map's area of that mount guards
 * them) and the words the panel uses. Browser-safe.
 */
export const versionEntities = {
  blog: { mount: "blog", the: "l'articolo" },
  solutions: { mount: "solutions", the: "la piattaforma" },
  hero: { mount: "hero-variants", the: "la variante" },
  pages: { mount: "pages", the: "la pagina" },
  guides: { mount: "guides", the: "la guida" },
} as const;

export type VersionEntity = keyof typeof versionEntities;

/** The setting of Impostazioni: how many versions of each item are kept (besides published ones). */
export const VERSIONS_TO_KEEP_KEY = "versions_to_keep";
export const versionsToKeep = { min: 10, max: 500, initial: 50 } as const;
export const versionsToKeepMessage = `Scrivi un numero intero da ${versionsToKeep.min} a ${versionsToKeep.max}`;

/** The stored text of the setting as a number, or null when it is not a whole number in range. */
export function parseVersionsToKeep(text: string): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= versionsToKeep.min && value <= versionsToKeep.max ? value : null;
}

/** The summaries the server writes for versions that are not a plain save. */
export const versionSummaries = {
  first: "Prima versione",
  before: "Contenuto com'era prima che le versioni fossero conservate",
  restored: (number: number) => `Ripristinata dalla versione ${number}`,
  nothing: "Nessun campo cambiato",
} as const;
