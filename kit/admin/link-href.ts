/**
 * Link targets the rich-text editor accepts: web, mail and phone links and paths of this site
 * ("www.example.it" gets https://). Anything else (javascript:, data:, //host...) is refused.
 * The server's sanitizer enforces the same schemes on save.
 */
export function normalizeLinkHref(value: string): string | null {
  const href = value.trim();
  if (!href || /\s/.test(href)) return null;
  if (/^\/(?![/\\])/.test(href)) return href;
  if (/^(https?:\/\/[^/]|mailto:.|tel:.)/i.test(href)) return href;
  if (/^[\w-]+(\.[\w-]+)+(\/|$)/.test(href)) return `https://${href}`;
  return null;
}
