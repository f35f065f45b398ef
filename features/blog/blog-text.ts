/** Plain text out of stored post HTML (search and meta description). Browser-safe. */
import { decodeHTML } from "entities";

/** "<p>Ciao <strong>a tutti</strong></p><p>bis</p>" -> "Ciao a tutti bis". */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  const withoutTags = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]*>/g, " ");
  return decodeHTML(withoutTags).replace(/\s+/g, " ").trim();
}
