/**
 * A page's address as the owner writes it (decision 059): where it lives (the page it sits
 * under) and its last part, written as words. Browser-safe helpers of the address field.
 */

/** "/servizi/sicurezza" → { parent: "/servizi", segment: "sicurezza" }; "/" has no segment. */
export function splitPath(path: string): { parent: string; segment: string } {
  const at = path.lastIndexOf("/");
  return { parent: path.slice(0, at) || "/", segment: path.slice(at + 1) };
}

export const joinPath = (parent: string, segment: string) =>
  parent === "/" ? `/${segment}` : `${parent}/${segment}`;

/**
 * Words as an address part while they are typed: lower case, no accents, anything but letters
 * and digits a hyphen (one at a time); `finished` also trims the hyphens at the ends.
 */
export function segmentOf(words: string, finished = true): string {
  const segment = words
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, 80);
  return finished ? segment.replace(/-+$/, "") : segment;
}
