import sanitizeHtml from "sanitize-html";

/**
 * The provider may answer XML with a <string> element (HTML escaped inside), JSON that is a string
 * or has a `d` field, or raw HTML (../shared/spec/public-site.md §7). Returns the HTML or null.
 */
export function extractPolicyHtml(body: string, contentType = ""): string | null {
  const trimmed = body.trim();
  if (!trimmed) return null;
  if (contentType.includes("json") || /^[{"]/.test(trimmed)) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (typeof parsed === "string") return parsed.trim() || null;
      if (parsed && typeof parsed === "object" && "d" in parsed && typeof parsed.d === "string") {
        return parsed.d.trim() || null;
      }
      return null;
    } catch {
      // Not JSON after all: fall through to the other formats.
    }
  }
  const xml = /<string\b[^>]*>([\s\S]*?)<\/string>/i.exec(trimmed);
  if (xml?.[1] !== undefined) return decodeXmlEntities(xml[1]).trim() || null;
  return trimmed;
}

function decodeXmlEntities(text: string): string {
  return text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, "$1")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&amp;/g, "&");
}

/** Removes the first <h1>…</h1>: the page shows its own heading. */
export function removeFirstH1(html: string): string {
  return html.replace(/<h1\b[^>]*>[\s\S]*?<\/h1>/i, "");
}

/**
 * Policy documents: headings, text, lists, tables and links; no scripts, styles or frames. It
 * keeps everything the back office's rich-text editor writes (decision 052) and the tables and
 * sections a provider's text may hold.
 */
export function sanitizePolicyHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "h1",
      "h2",
      "h3",
      "h4",
      "h5",
      "h6",
      "p",
      "br",
      "hr",
      "ul",
      "ol",
      "li",
      "strong",
      "b",
      "em",
      "i",
      "u",
      "a",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "blockquote",
      "section",
      "div",
      "span",
      "small",
      "code",
      "pre",
      "dl",
      "dt",
      "dd",
    ],
    allowedAttributes: { a: ["href", "title", "target", "rel"], th: ["scope"], td: ["colspan"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    transformTags: {
      a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }),
    },
  });
}

/** Provider answer → the HTML the page shows, or null when there is nothing usable. */
export function policyHtmlFromProvider(body: string, contentType?: string): string | null {
  const html = extractPolicyHtml(body, contentType);
  if (!html) return null;
  const clean = sanitizePolicyHtml(removeFirstH1(html)).trim();
  return clean || null;
}
