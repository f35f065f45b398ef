import type { TemplateType } from "../service-templates/template-values";
import { formatPrice, type PricePeriod } from "../service-templates/price-values";

/**
 * How the customer area shows a service's type and prices (../shared/spec/back-office.md §3: "the
 * customer-facing view shows serviceType, monthlyPrice and yearlyPrice"). Pure and browser-safe;
 * the rules are written down in docs/customer-services.md.
 */
export type ServicePricingSource = {
  /** The type of the service's template; null when the template was deleted. */
  templateType: TemplateType | null;
  customPrice: number | null;
  customPricePeriod: PricePeriod | null;
  /** The template's base price; null when there is none or no template. */
  basePrice: number | null;
  basePricePeriod: PricePeriod | null;
};

export type ServicePricingView = {
  serviceType: TemplateType | null;
  /** The price that applies: the service's own when set, else the template's base price. */
  price: string | null;
  /** null means "not applicable": the customer area shows 'N/A'. */
  monthlyPrice: string | null;
  yearlyPrice: string | null;
};

/** Expiring services (../shared/spec/back-office.md §9): more than 0 and up to 30 days away. */
export const EXPIRING_WINDOW_DAYS = 30;
export const EXPIRING_MAX_SHOWN = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The price's own period decides (decision 026): a monthly amount is the monthly price and 12 x
 * it the yearly one; a yearly amount is the yearly price and a twelfth of it the monthly one; a
 * one-time amount, or no price, leaves both not applicable.
 */
export function deriveServicePricing(source: ServicePricingSource): ServicePricingView {
  const own = source.customPrice !== null && source.customPricePeriod !== null;
  const amount = own ? source.customPrice : source.basePrice;
  const period = own ? source.customPricePeriod : source.basePricePeriod;
  const view: ServicePricingView = {
    serviceType: source.templateType,
    price: formatPrice(amount, period),
    monthlyPrice: null,
    yearlyPrice: null,
  };
  if (amount === null) return view;
  if (period === "monthly") {
    view.monthlyPrice = formatPrice(amount, "monthly");
    view.yearlyPrice = formatPrice(amount * 12, "yearly");
  } else if (period === "yearly") {
    view.monthlyPrice = formatPrice(amount / 12, "monthly");
    view.yearlyPrice = formatPrice(amount, "yearly");
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
