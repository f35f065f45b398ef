/**
 * The site search (decision 065): what it finds and how a result is shown. Browser-safe.
 */
export const searchKinds = ["service", "page", "platform", "post", "guide"] as const;
export type SearchKind = (typeof searchKinds)[number];

export const searchKindLabels: Record<SearchKind, string> = {
  service: "Servizio",
  page: "Pagina",
  platform: "Piattaforma",
  post: "Articolo del blog",
  guide: "Guida",
};

/** Results a page of /cerca shows, and how many pages at most (the rest is refined by words). */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_PAGES = 10;
/** The longest query read; anything beyond it is cut. */
export const SEARCH_MAX_LENGTH = 200;

/** The markers the database puts around a matched word: characters no stored text keeps. */
export const MARK_START = "\u0001";
export const MARK_END = "\u0002";

/** A piece of a result's excerpt: plain text, or a word that matched (drawn as <mark>). */
export type SnippetPart = { text: string; marked: boolean };

export type SearchResult = {
  kind: SearchKind;
  title: string;
  path: string;
  snippet: SnippetPart[];
};

export type SearchAnswer = {
  query: string;
  results: SearchResult[];
  total: number;
  page: number;
  pages: number;
};

/**
 * The excerpt the database highlighted, as parts: the text between MARK_START and MARK_END is
 * a match. Markers left unpaired are dropped; the parts are text, drawn by React (escaped).
 */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let rest = headline;
  while (rest.length > 0) {
    const start = rest.indexOf(MARK_START);
    if (start === -1) break;
    const end = rest.indexOf(MARK_END, start + 1);
    if (end === -1) break;
    if (start > 0) parts.push({ text: rest.slice(0, start), marked: false });
    const word = rest.slice(start + 1, end);
    if (word) parts.push({ text: word, marked: true });
    rest = rest.slice(end + 1);
  }
  const tail = rest.replaceAll(MARK_START, "").replaceAll(MARK_END, "");
  if (tail) parts.push({ text: tail, marked: false });
  return parts;
}
