import { z } from "#kit/lib/zod";
import { MAX_PRICE_AMOUNT, parseAmountText, pricePeriods, type PricePeriod } from "./price-values";

/**
 * The price fields of the template and service schemas (decision 026): the amount the admin
 * types (text in the dialogs, a number in JSON; blank is no price) and its period.
 */
export const priceMessages = {
  amount: "Inserisci un importo in euro, ad esempio 29 o 29,90",
  tooHigh: "L'importo può essere al massimo € 1.000.000",
  period: "Scegli se il prezzo è al mese, all'anno o una tantum",
  periodWithoutAmount: "Indica l'importo del prezzo insieme al periodo",
} as const;

const hasCents = (amount: number) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;

/** Euro with at most two decimals, or null. */
export const priceAmountField = z.preprocess(
  (value) => (typeof value === "string" ? parseAmountText(value) : (value ?? null)),
  z
    .number({ error: priceMessages.amount })
    .min(0, priceMessages.amount)
    .max(MAX_PRICE_AMOUNT, priceMessages.tooHigh)
    .refine(hasCents, priceMessages.amount)
    .nullable(),
);

/** The period of the amount; blank is none (required with an amount: `settlePrice`). */
export const pricePeriodField = z.preprocess(
  (value) => (value === "" || value === undefined ? null : value),
  z.enum(pricePeriods, { error: priceMessages.period }).nullable(),
);

type PricePair<A extends string, P extends string> = { [K in A]?: number | null } & {
  [K in P]?: PricePeriod | null;
};

/**
 * The pair rule, as a schema's last transform: an amount needs its period; a period sent alone
 * needs its amount; no amount means no period.
 */
export function settlePrice<A extends string, P extends string>(amountKey: A, periodKey: P) {
  return <T extends PricePair<A, P>>(value: T, ctx: z.RefinementCtx<T>): T => {
    const amount = value[amountKey];
    const period = value[periodKey];
    if (typeof amount === "number" && period == null) {
      ctx.addIssue({ code: "custom", message: priceMessages.period, path: [periodKey] });
      return z.NEVER;
    }
    if (amount === undefined && period != null) {
      ctx.addIssue({
        code: "custom",
        message: priceMessages.periodWithoutAmount,
        path: [amountKey],
      });
      return z.NEVER;
    }
    return amount === null ? { ...value, [periodKey]: null } : value;
  };
}
