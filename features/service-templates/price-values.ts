import type { TemplateType } from "./template-values";
import { labelledOptions } from "../shared/value-options";

/**
 * Prices of templates and of customers' services (decision 026): an amount in euro with cents
 * and the period it is paid for, stored apart. Browser-safe: the one list the database enum,
 * the zod fields, the dialogs and every place a price is shown use.
 */
export const pricePeriods = ["monthly", "yearly", "one_time"] as const;
export type PricePeriod = (typeof pricePeriods)[number];

/** The dialogs' choice. */
export const pricePeriodLabels: Record<PricePeriod, string> = {
  monthly: "Al mese",
  yearly: "All'anno",
  one_time: "Una tantum",
};

const periodSuffix: Record<PricePeriod, string> = {
  monthly: "/mese",
  yearly: "/anno",
  one_time: " una tantum",
};

/** The period a new price of a template of this type is proposed with. */
export function defaultPricePeriod(type: TemplateType): PricePeriod {
  if (type === "monthly" || type === "yearly") return type;
  return "one_time";
}

/** The largest amount accepted (the column is numeric(10,2)). */
export const MAX_PRICE_AMOUNT = 1_000_000;

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

/** "€ 29/mese", "€ 590/anno", "€ 1.200 una tantum"; null when there is no price. */
export function formatPrice(amount: number | null, period: PricePeriod | null): string | null {
  if (amount === null || period === null) return null;
  return `${formatEuro(amount)}${periodSuffix[period]}`;
}

/**
 * The amount typed in a dialog: "29", "29,90", "29.90", "1.250,50" (dots as thousands only in
 * the Italian grouping, at most two decimals). Null for blank text, NaN when it is no amount.
 */
export function parseAmountText(text: string): number | null {
  const value = text.trim().replace(/^€\s*/, "").replace(/\s+/g, "");
  if (value === "") return null;
  let normalized: string;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(value)) {
    normalized = value.replaceAll(".", "").replace(",", ".");
  } else if (/^\d+(,\d{1,2})?$/.test(value)) {
    normalized = value.replace(",", ".");
  } else if (/^\d+(\.\d{1,2})?$/.test(value)) {
    normalized = value;
  } else {
    return Number.NaN;
  }
  return Number(normalized);
}

/** An amount as the dialogs show it for editing: "29", "29,90". */
export function amountInputText(amount: number | null): string {
  if (amount === null) return "";
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace(".", ",");
}

export const pricePeriodOptions = labelledOptions(pricePeriods, pricePeriodLabels);
