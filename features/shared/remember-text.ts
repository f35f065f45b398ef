import { SizedLru } from "#kit/lib/sized-lru";

/**
 * A pure function of one string, remembered for the strings it last saw (decision 013): the
 * sanitizing of a stored blog body gives the same HTML every time for the same text, so a page
 * or API answer that shows it again reuses the result instead of parsing the HTML anew. Nothing
 * can go stale: the key is the whole input. Bounded by the characters held (inputs and results),
 * the least recently used dropped first; an input too large for the bound is not kept.
 */
export function rememberText(
  transform: (text: string) => string,
  maxChars = 4 * 1024 * 1024,
): (text: string) => string {
  const known = new SizedLru<{ result: string; size: number; expiresAt: number }>(maxChars);
  return (text) => {
    const hit = known.get(text, 0);
    if (hit) return hit.result;
    const result = transform(text);
    known.set(text, { result, size: text.length + result.length, expiresAt: Infinity });
    return result;
  };
}
