/** Plain text out of stored post HTML (search and meta description). Browser-safe. */

const entities: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  egrave: "è",
  eacute: "é",
  agrave: "à",
  igrave: "ì",
  ograve: "ò",
  ugrave: "ù",
  laquo: "«",
  raquo: "»",
  euro: "€",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : match;
    }
    return entities[name.toLowerCase()] ?? match;
  });
}

/** "<p>Ciao <strong>a tutti</strong></p><p>bis</p>" -> "Ciao a tutti bis". */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  const withoutTags = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]*>/g, " ");
  return decodeEntities(withoutTags).replace(/\s+/g, " ").trim();
}

/** The first `max` characters (whole code points) of a text, without trailing spaces. */
export function firstChars(text: string, max: number): string {
  return Array.from(text).slice(0, max).join("").trimEnd();
}
