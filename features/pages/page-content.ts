/**
 * The shape of a page as stored and as sent to the public route (decision 057). Browser-safe
 * types only: the rules are in page.schema.ts, the blocks' in blocks/.
 */

/** A block as stored: its type's data is checked by that type's schema when read. */
export type StoredBlock = { id: string; type: string; data: unknown };

/** Whether two values hold the same data (objects compared key by key, whatever their order). */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key) =>
      sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

/** The block of `saved` that `block` is, untouched (same id, type and data), if any. */
export const untouchedBlock = (block: StoredBlock, saved: readonly StoredBlock[]) =>
  saved.find(
    (one) => one.id === block.id && one.type === block.type && sameData(one.data, block.data),
  );

/** How search engines and shares see the page. */
export type PageSeo = {
  /** The page part of the document title ('{title} | {brand}'); the page's title when null. */
  title: string | null;
  description: string | null;
  keywords: string[];
  /** Share image: a site path or https address; the site's default image when null. */
  image: string | null;
  /** The structured-data type of the page. */
  type: PageType;
  noindex: boolean;
};

export const pageTypes = ["WebPage", "Service", "ProfilePage"] as const;
export type PageType = (typeof pageTypes)[number];

export const pageTypeLabels: Record<PageType, string> = {
  WebPage: "Pagina",
  Service: "Servizio",
  ProfilePage: "Profilo dell'azienda",
};

export type StoredPageContent = { title: string; seo: PageSeo; blocks: StoredBlock[] };

/**
 * A block ready to draw: its data parsed and completed on the server (icons, records). A block
 * `drawn` on the server alone (decision 060) comes to the browser without its data: the browser
 * keeps the HTML the server drew.
 */
export type PreparedBlock = { id: string; type: string; data: unknown; drawn?: true };

/** What the page's metadata reads from its blocks, taken on the server before any is left out. */
export type PageHeadFacts = {
  /** The header block's title and lead. */
  headerTitle: string | null;
  lead: string | null;
  /** The questions of its FAQ blocks (FAQPage structured data). */
  questions: { question: string; answer: string }[];
};

/** What a public page route receives. */
export type PublicPage = {
  path: string;
  title: string;
  seo: PageSeo;
  blocks: PreparedBlock[];
  head: PageHeadFacts;
  /** ISO time of the last publication, for the metadata. */
  publishedAt: string | null;
};
