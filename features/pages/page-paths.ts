import { isSitePath } from "../shared/site-links";

/**
 * Where a page may live (decision 057). Browser-safe: the editor and the server check the same
 * rules. A path is lower case words and digits joined by hyphens, in up to four segments.
 */
export const pagePathMessages = {
  required: "Indirizzo della pagina richiesto",
  format:
    "L'indirizzo inizia con / ed è fatto di parole in minuscolo, cifre e trattini, separate da /, come /servizi/sicurezza",
  reserved: "Questo indirizzo appartiene a un'altra parte del sito: scegline un altro",
  taken: "Esiste già una pagina a questo indirizzo",
} as const;

/** First segments that belong to the application, its lists and its files. */
export const reservedSegments = [
  "admin",
  "api",
  "customer",
  "area-clienti",
  "blog",
  "piattaforme",
  "uploads",
  "assets",
  "anteprima",
  "sitemap.xml",
  "robots.txt",
  "healthz",
  "webmail",
  "privacy",
  "privacy-policy",
  "cookie-policy",
  "programmazione",
  "programmazione-software",
  "favicon.ico",
] as const;

const PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,3})?$/;

/** "Servizi/Sicurezza/ " -> "/servizi/sicurezza": trimmed, lower case, one leading slash. */
export function normalizePagePath(value: string): string {
  const trimmed = value.trim().toLowerCase().replace(/\/+$/, "");
  return trimmed.startsWith("/") ? trimmed || "/" : `/${trimmed}`;
}

/** The refusal of a path, or null when a page may live there. */
export function pagePathProblem(path: string): string | null {
  if (path === "") return pagePathMessages.required;
  if (!isSitePath(path) || !PATH.test(path) || path.length > 200) return pagePathMessages.format;
  const first = path.split("/")[1] ?? "";
  return (reservedSegments as readonly string[]).includes(first) ? pagePathMessages.reserved : null;
}
