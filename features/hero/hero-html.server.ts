import sanitizeHtml from "sanitize-html";

/**
 * Hero title and description are HTML written with the back office's editors, sanitized on every write and
 * on every read the public sees; no links, images, scripts, styles or event handlers survive,
 * and what is dropped keeps its text.
 *
 * The title holds text, `<mark>` (the "Evidenziato" of its editor) and `<br>` only, no
 * attribute (decision 051). Titles written before the editor had `<span class="...">` (the
 * highlighted words, e.g. text-sky-300) or `<strong>`: both are read as `<mark>`, so they keep
 * their highlight without any class typed by the owner.
 */
const titleOptions: sanitizeHtml.IOptions = {
  allowedTags: ["mark", "br"],
  allowedAttributes: {},
  allowedSchemes: [],
  disallowedTagsMode: "discard",
  transformTags: {
    span: (tagName, attribs) => ({
      tagName: attribs.class?.trim() ? "mark" : tagName,
      attribs: {},
    }),
    strong: "mark",
    b: "mark",
  },
};

/**
 * The description holds what its editor writes (the inline kit: bold, italic, line breaks):
 * `<strong>`, `<em>` and `<br>`, no attribute (decision 051). Older descriptions, written as
 * HTML, keep their bold and italic (`<b>`, `<i>` read as `<strong>`, `<em>`); any other tag
 * (spans, underline, small...) leaves its text.
 */
const descriptionOptions: sanitizeHtml.IOptions = {
  allowedTags: ["strong", "em", "br"],
  allowedAttributes: {},
  allowedSchemes: [],
  disallowedTagsMode: "discard",
  transformTags: { b: "strong", i: "em" },
};

export function sanitizeHeroTitle(html: string): string {
  return sanitizeHtml(html, titleOptions).trim();
}

export function sanitizeHeroHtml(html: string): string;
export function sanitizeHeroHtml(html: string | null): string | null;
export function sanitizeHeroHtml(html: string | null): string | null {
  if (html === null) return null;
  return sanitizeHtml(html, descriptionOptions).trim();
}
