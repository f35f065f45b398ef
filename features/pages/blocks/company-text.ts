import { useRootData } from "#features/settings/root-data";
import { siteContext, type SiteContext } from "#features/seo/route-meta";

/**
 * The company's data inside a block's text (decision 057): `{azienda}`, `{indirizzo}`... are
 * filled from the site settings as the page is drawn, so the texts stay right when Impostazioni
 * change. Browser-safe; the editor lists the words (`companyPlaceholders`).
 */
export const companyPlaceholders = {
  azienda: "la ragione sociale",
  marchio: "il nome del sito",
  sito: "l'indirizzo del sito (www.esempio.it)",
  indirizzo: "la via della sede",
  citta: "la città della sede",
  partita_iva: "la partita IVA",
  email: "l'indirizzo e-mail",
} as const;

type Placeholder = keyof typeof companyPlaceholders;

function values(site: SiteContext): Record<Placeholder, string> {
  const { settings } = site;
  return {
    azienda: settings.company_name,
    marchio: site.brand,
    sito: site.siteUrl.replace(/^https?:\/\//, ""),
    indirizzo: settings.address_street,
    citta: settings.address_city,
    partita_iva: settings.vat_number,
    email: settings.email,
  };
}

const PLACEHOLDER = /\{([a-z_]+)\}/g;

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

/** `text` with its placeholders filled; an unknown `{word}` stays as it is. */
export function fillCompanyText(text: string, site: SiteContext, html = false): string {
  const known = values(site);
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(known, name)
      ? html
        ? escapeHtml(known[name as Placeholder])
        : known[name as Placeholder]
      : whole,
  );
}

/** The filler of the page being drawn: plain text, or sanitized HTML (values escaped). */
export function useCompanyText() {
  const site = siteContext(useRootData());
  return {
    text: (text: string) => fillCompanyText(text, site),
    html: (html: string) => fillCompanyText(html, site, true),
    settings: site.settings,
  };
}
