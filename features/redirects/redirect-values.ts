import { labelledOptions } from "../shared/value-options";
import { isSitePath, isWebAddress } from "../shared/site-links";
import { isSingleLineText } from "../shared/text-rules";

/**
 * Redirects and the 404 log (decision 062): their value lists, Italian words and the one reading
 * of an address, shared by the table's enums, the zod schema, the back office and the server's
 * lookup. Browser-safe: no zod, no drizzle.
 */

/** Permanent or temporary; stored as the HTTP status it answers with. */
export const redirectStatuses = ["301", "302"] as const;
export type RedirectStatus = (typeof redirectStatuses)[number];

export const redirectStatusLabels: Record<RedirectStatus, string> = {
  "301": "Permanente (301)",
  "302": "Temporaneo (302)",
};
export const redirectStatusOptions = labelledOptions(redirectStatuses, redirectStatusLabels);

/** Written by hand in the back office, or by a change of address of a post, platform or page. */
export const redirectSources = ["manual", "automatic"] as const;
export type RedirectSource = (typeof redirectSources)[number];

export const redirectSourceLabels: Record<RedirectSource, string> = {
  manual: "A mano",
  automatic: "Automatico",
};

/** The items whose change of address adds a redirect by itself. */
export const redirectEntityTypes = ["blog_post", "solution", "page", "guide"] as const;
export type RedirectEntityType = (typeof redirectEntityTypes)[number];

export const redirectEntityLabels: Record<RedirectEntityType, string> = {
  blog_post: "Articolo del blog",
  solution: "Piattaforma",
  page: "Pagina",
  guide: "Guida",
};

/** A target is a page of the site chosen from a list, or an address typed by hand. */
export const redirectTargetKinds = ["page", "url"] as const;
export type RedirectTargetKind = (typeof redirectTargetKinds)[number];

export const redirectTargetKindLabels: Record<RedirectTargetKind, string> = {
  page: "Pagina del sito",
  url: "Indirizzo esterno",
};
export const redirectTargetKindOptions = labelledOptions(
  redirectTargetKinds,
  redirectTargetKindLabels,
);

/** A stored target's kind: a site path starts with "/", an external address never does. */
export const redirectTargetKindOf = (target: string): RedirectTargetKind =>
  target.startsWith("/") ? "page" : "url";

export const redirectLimits = { path: 500, target: 600 } as const;

/** The 404 log keeps the paths asked for most recently, up to this many. */
export const NOT_FOUND_LOG_CAP = 5_000;

/**
 * First segments of the application's own addresses (panel, API, files, previews, health
 * check): a redirect there would break the site, so none is accepted.
 */
export const reservedRedirectSegments = [
  "admin",
  "api",
  "uploads",
  "assets",
  "healthz",
  "anteprima",
  "customer",
  "sitemap.xml",
  "robots.txt",
] as const;

export const redirectMessages = {
  fromRequired: "Da: scrivi l'indirizzo da reindirizzare, ad esempio /chi-siamo.html",
  fromFullAddress:
    "Da: scrivi solo il percorso che inizia con /, senza https:// e il nome del sito (ad esempio /chi-siamo.html)",
  fromQuery: "Da: scrivi solo il percorso, senza la parte che inizia con ? o #",
  fromInvalid: "Da: l'indirizzo contiene caratteri non ammessi",
  fromTooLong: `Da: massimo ${redirectLimits.path} caratteri`,
  fromHome: "La home page non si può reindirizzare",
  fromReserved:
    "Questo indirizzo appartiene al funzionamento del sito (pannello, API, file): non si può reindirizzare",
  targetKind: "Scegli se reindirizzare a una pagina del sito o a un indirizzo esterno",
  page: "Scegli una pagina del sito dall'elenco",
  url: "Indirizzo non valido: deve iniziare con https:// o http://",
  targetTooLong: `A: massimo ${redirectLimits.target} caratteri`,
  status: "Scegli se il reindirizzamento è permanente o temporaneo",
  same: "La destinazione è lo stesso indirizzo da reindirizzare: scegline un'altra",
  taken: "Esiste già un reindirizzamento da questo indirizzo: modificalo nell'elenco",
  notFound: "Reindirizzamento non trovato",
  notFoundEntry: "Indirizzo non trovato nel registro",
} as const;

/** The question the form asks when the API answers 409 with this code (decision 062). */
export const SHADOWS_PAGE = "shadows-page";

/** "%C3%A8" → "è"; text that is no valid escape stays as it is. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The one form of a path the redirects and the 404 log store and look up: its escapes read,
 * lower case, without a trailing slash, then escaped again as a browser sends it
 * ("/Chi Siamo/" → "/chi%20siamo"). Null for what is no path of a page (no leading slash, a
 * query, control characters, too long).
 */
export function canonicalPath(raw: string): string | null {
  const text = decoded(raw).toLowerCase().replace(/\/+$/, "") || "/";
  if (!text.startsWith("/") || text.startsWith("//") || /[?#\\]/.test(text)) return null;
  if (!isSingleLineText(text)) return null;
  const path = encodeURI(text);
  return path.length > redirectLimits.path ? null : path;
}

/** How a stored path reads for people ("/chi%20siamo" → "/chi siamo"). */
export const shownPath = (path: string) => decoded(path);

/** The refusal of a typed from-path, or null when `fromPathOf` reads it. */
export function fromPathProblem(value: string): string | null {
  const text = value.trim();
  if (text === "") return redirectMessages.fromRequired;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith("//") || /^www\./i.test(text))
    return redirectMessages.fromFullAddress;
  if (/[?#]/.test(text)) return redirectMessages.fromQuery;
  if (text.length > redirectLimits.path) return redirectMessages.fromTooLong;
  const path = canonicalPath(text.startsWith("/") ? text : `/${text}`);
  if (path === null) return redirectMessages.fromInvalid;
  if (path === "/") return redirectMessages.fromHome;
  const first = path.split("/")[1] ?? "";
  return (reservedRedirectSegments as readonly string[]).includes(first)
    ? redirectMessages.fromReserved
    : null;
}

/** The stored form of a from-path `fromPathProblem` accepts. */
export const fromPathOf = (value: string): string => {
  const text = value.trim();
  return canonicalPath(text.startsWith("/") ? text : `/${text}`) ?? text;
};

/** Whether a target is acceptable for its kind. */
export const isRedirectTarget = (kind: RedirectTargetKind, target: string) =>
  kind === "page" ? isSitePath(target) : isWebAddress(target);

/** The path part of a site target ("/servizi?x=1#a" → "/servizi"), canonical; null for a URL. */
export function targetPathOf(target: string): string | null {
  if (!isSitePath(target)) return null;
  return canonicalPath(target.split(/[?#]/)[0] ?? target);
}
