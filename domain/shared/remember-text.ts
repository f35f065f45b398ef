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
  const known = new Map<string, string>();
  let chars = 0;
  return (text) => {
    const hit = known.get(text);
    if (hit !== undefined) {
      known.delete(text);
      known.set(text, hit);
      return hit;
    }
    const result = transform(text);
    const size = text.length + result.length;
    if (size > maxChars) return result;
    known.set(text, result);
    chars += size;
    for (const [oldest, value] of known) {
      if (chars <= maxChars) break;
      known.delete(oldest);
      chars -= oldest.length + value.length;
    }
    return result;
  };
}
