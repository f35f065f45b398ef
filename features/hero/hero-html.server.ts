import sanitizeHtml from "sanitize-html";

/**
 * Hero title and description are HTML written in the back office. Only inline formatting
 * survives (no links, images, scripts, styles or event handlers); everything else is dropped
 * while its text is kept. Used on every read the public sees and by the back office on write.
 */
const heroHtmlOptions: sanitizeHtml.IOptions = {
  allowedTags: ["b", "strong", "i", "em", "u", "span", "br", "mark", "small", "sub", "sup"],
  allowedAttributes: { span: ["class"] },
  allowedSchemes: [],
  disallowedTagsMode: "discard",
};

export function sanitizeHeroHtml(html: string): string;
export function sanitizeHeroHtml(html: string | null): string | null;
export function sanitizeHeroHtml(html: string | null): string | null {
  if (html === null) return null;
  return sanitizeHtml(html, heroHtmlOptions).trim();
}
