import { createHash } from "node:crypto";

/**
 * Hash-based CSP for stored HTML (decision 010). A page rendered for the cache still gets the
 * request's nonce from React Router; before it is stored, every `nonce="…"` attribute is taken
 * out and the policy lists the SHA-256 of each inline script instead, so the same bytes can be
 * sent to every visitor without ever repeating a nonce.
 */

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
/** Script types the browser runs; any other type (application/ld+json) is a data block CSP ignores. */
const RUNNABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * The HTML without the nonce attributes React and React Router wrote, or null when the nonce is
 * still found anywhere else (then the page is not stored: a nonce must never be sent twice).
 */
export function withoutNonce(html: string, nonce: string): string | null {
  if (!nonce) return html;
  const stripped = html.split(` nonce="${nonce}"`).join("");
  return stripped.includes(nonce) ? null : stripped;
}

/** CSP source expressions ('sha256-…') of the inline scripts of `html`, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (!RUNNABLE_TYPES.has(typeValue)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
