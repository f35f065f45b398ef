import sanitizeHtml from "sanitize-html";
import { rememberText } from "../shared/remember-text";

/**
 * Blog content is sanitized when the back office saves it and again here, on every public read,
 * with a strict allow-list: headings h2-h4 (h1 becomes h2, h5/h6 become h4), paragraphs, lists,
 * links (http, https, mailto, tel), strong/em, blockquote, code/pre and images (src, alt).
 * No scripts, styles, frames, classes or event handlers; disallowed tags are dropped while
 * their text is kept (script and style contents are dropped entirely).
 */
const blogHtmlOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "ul",
    "ol",
    "li",
    "a",
    "strong",
    "em",
    "blockquote",
    "code",
    "pre",
    "img",
  ],
  allowedAttributes: {
    a: ["href"],
    img: ["src", "alt", "loading", "decoding"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
  transformTags: {
    h1: "h2",
    h5: "h4",
    h6: "h4",
    b: "strong",
    i: "em",
    // Images in the body are below the fold; an image without alt text is decorative.
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, alt: attribs.alt ?? "", loading: "lazy", decoding: "async" },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** Public pages and the API sanitize the same stored bodies again and again: each result is kept. */
const sanitizeStored = rememberText((html) => sanitizeHtml(html, blogHtmlOptions).trim());

export function sanitizeBlogHtml(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeStored(html);
}
