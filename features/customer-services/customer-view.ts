import type { TemplateType } from "../service-templates/template-values";

/**
 * How the customer area shows a service's type and prices (back-office.md section 3: "the
 * customer-facing view shows serviceType, monthlyPrice and yearlyPrice"). Pure and browser-safe;
 * the rules are written down in docs/customer-services.md.
 */
export type ServicePricingSource = {
  /** The type of the service's template; null when the template was deleted. */
  templateType: TemplateType | null;
  customPrice: string | null;
  /** The template's basePrice; null when there is no template. */
  basePrice: string | null;
};

export type ServicePricingView = {
  serviceType: TemplateType | null;
  /** The price that applies: customPrice when filled in, else the template's basePrice. */
  price: string | null;
  /** null means "not applicable": the customer area shows 'N/A'. */
  monthlyPrice: string | null;
  yearlyPrice: string | null;
};

/** Expiring services (back-office.md section 9): more than 0 and up to 30 days away. */
export const EXPIRING_WINDOW_DAYS = 30;
export const EXPIRING_MAX_SHOWN = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

const CURRENCY = /€|\beur(?:o)?\b/gi;
const PERIOD_SUFFIX =
  /\s*(?:\/\s*(?:mese|mm|anno|aa)|al\s+mese|all['’]\s*anno|mensil[ei]|annu[oi]|annual[ei])\s*$/i;
const VAT_NOTE = /\s*(\+\s*iva|iva\s+(?:esclusa|inclusa|compresa))\s*$/i;

/**
 * The amount of a price text, or null when the text is not just a number: "€ 29/mese" -> 29,
 * "€ 1.250,50" -> 1250.5, "590" -> 590, "29.90 EUR" -> 29.9; "da € 2.500" or "su preventivo"
 * -> null. A trailing "+ IVA" is allowed (see `vatNoteOf`).
 */
export function parsePriceAmount(text: string | null | undefined): number | null {
  if (!text) return null;
  let rest = text.trim().replace(VAT_NOTE, "").replace(PERIOD_SUFFIX, "");
  rest = rest.replace(CURRENCY, "").replace(/\s+/g, "");
  let normalized: string;
  if (/^\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(rest) || /^\d+(,\d{1,2})?$/.test(rest)) {
    normalized = rest.replaceAll(".", "").replace(",", ".");
  } else if (/^\d+(\.\d{1,2})?$/.test(rest)) {
    normalized = rest;
  } else {
    return null;
  }
  const amount = Number(normalized);
  return Number.isFinite(amount) ? amount : null;
}

/** The " + IVA" style note at the end of a price text, kept on the derived prices. */
function vatNoteOf(text: string): string {
  const match = VAT_NOTE.exec(text.trim());
  return match ? ` ${match[1]!.replace(/\s+/g, " ")}` : "";
}

/** "€ 348", "€ 49,17", "€ 2.500" (Italian format, no decimals when whole). */
export function formatEuro(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  const whole = Number.isInteger(rounded);
  return `€ ${rounded.toLocaleString("it-IT", {
    useGrouping: "always",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  } as Intl.NumberFormatOptions)}`;
}

/**
 * monthly: monthlyPrice = the price as written, yearlyPrice = 12 x the amount (when the price is
 * a number); yearly: yearlyPrice = the price, monthlyPrice = amount / 12 (same condition);
 * one_time, hourly_package or no template: both not applicable.
 */
export function deriveServicePricing(source: ServicePricingSource): ServicePricingView {
  const price = source.customPrice?.trim() || source.basePrice?.trim() || null;
  const view: ServicePricingView = {
    serviceType: source.templateType,
    price,
    monthlyPrice: null,
    yearlyPrice: null,
  };
  if (!price) return view;
  const amount = parsePriceAmount(price);
  const vat = vatNoteOf(price);
  if (source.templateType === "monthly") {
    view.monthlyPrice = price;
    view.yearlyPrice = amount === null ? null : `${formatEuro(amount * 12)}/anno${vat}`;
  } else if (source.templateType === "yearly") {
    view.yearlyPrice = price;
    view.monthlyPrice = amount === null ? null : `${formatEuro(amount / 12)}/mese${vat}`;
  }
  return view;
}

/** Whether a service expires more than 0 and at most EXPIRING_WINDOW_DAYS days after `now`. */
export function isExpiringSoon(expiryDate: Date | string, now: Date = new Date()): boolean {
  const left = new Date(expiryDate).getTime() - now.getTime();
  return left > 0 && left <= EXPIRING_WINDOW_DAYS * DAY_MS;
}

/** 'Servizi in Scadenza': the services inside the window, soonest first, at most 3. */
export function expiringServices<T extends { expiryDate: Date | string }>(
  services: readonly T[],
  now: Date = new Date(),
): T[] {
  return services
    .filter((service) => isExpiringSoon(service.expiryDate, now))
    .sort((a, b) => new Date(a.expiryDate).getTime() - new Date(b.expiryDate).getTime())
    .slice(0, EXPIRING_MAX_SHOWN);
}
