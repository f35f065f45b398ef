import { htmlToText } from "#features/blog/blog-text";

/**
 * The hero title and description HTML for the dialog's live preview, rebuilt in the browser
 * with the tags the server's sanitizers keep (title: <mark>; description: <strong>, <em>, and
 * their older <b>, <i>; both <br>), without any attribute.
 * The input is parsed into an inert document (nothing runs or loads) and only allowed nodes are
 * copied, so what the admin types can never run in the panel. The server sanitizes on save.
 */
const inlineTags = new Set(["STRONG", "B", "EM", "I", "MARK", "BR"]);
const droppedWithContent = new Set([
  "SCRIPT",
  "STYLE",
  "IFRAME",
  "NOSCRIPT",
  "TEMPLATE",
  "OBJECT",
  "EMBED",
  "TEXTAREA",
  "TITLE",
]);

const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function previewHtml(html: string | null | undefined): string {
  if (!html) return "";
  if (typeof DOMParser === "undefined") return escapeText(htmlToText(html));
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");
  const root = doc.createElement("div");
  const copy = (from: Node, to: Element) => {
    for (const child of Array.from(from.childNodes)) {
      if (child.nodeType === 3) {
        to.appendChild(doc.createTextNode(child.textContent ?? ""));
      } else if (child.nodeType === 1) {
        const element = child as Element;
        if (droppedWithContent.has(element.tagName)) continue;
        if (!inlineTags.has(element.tagName)) {
          copy(element, to);
          continue;
        }
        const clean = doc.createElement(element.tagName.toLowerCase());
        copy(element, clean);
        to.appendChild(clean);
      }
    }
  };
  copy(doc.body, root);
  return root.innerHTML;
}

/** Hero text as plain text (the admin list shows it with the tags stripped). */
export const heroPlainText = (html: string | null | undefined) => htmlToText(html);
