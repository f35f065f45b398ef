/**
 * The free AI website analysis offer (../shared/spec/public-site.md §2, §4, §9): valid until the
 * end of the seventh day from page load, local time, so the countdown always shows about 7 days.
 */

/** Local-storage key holding when the promo popup was last closed (milliseconds since epoch). */
export const PROMO_LAST_SHOWN_KEY = "promo-popup-last-shown";

export const promoValidityDays = 7;

/** 7 days ahead of `now`, at 23:59:59.999 local time (DST-safe: calendar days, not hours). */
export function promoDeadline(now: Date): Date {
  const deadline = new Date(now.getTime());
  deadline.setDate(deadline.getDate() + promoValidityDays);
  deadline.setHours(23, 59, 59, 999);
  return deadline;
}

export type Countdown = { days: number; hours: number; minutes: number; seconds: number };

/** Whole days, hours, minutes and seconds left until `deadline`; all zero once it has passed. */
export function countdownTo(deadline: Date, now: Date): Countdown {
  const totalSeconds = Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** Remembers that the visitor has seen and closed the popup. Storage may be unavailable. */
export function rememberPromoShown(storage: Pick<Storage, "setItem">, now = Date.now()): void {
  try {
    storage.setItem(PROMO_LAST_SHOWN_KEY, String(now));
  } catch {
    // Private mode or storage disabled: nothing to remember.
  }
}

/** The offer's words, the owner's (block `promo-band`, features/pages/blocks/promo-band.block.ts). */
export type PromoWords = {
  title: string;
  text: string;
  buttonLabel: string;
  offerTitle: string;
  offerText: string;
  offerPoints: { text: string }[];
  offerButtonLabel: string;
  offerNote: string;
};
