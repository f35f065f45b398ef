import { describe, expect, it } from "vitest";
import {
  countdownTo,
  PROMO_LAST_SHOWN_KEY,
  promoDeadline,
  rememberPromoShown,
} from "./promo-offer";

describe("promoDeadline", () => {
  it("is 7 days ahead at 23:59:59.999 local time", () => {
    const now = new Date(2026, 2, 12, 10, 30, 15);
    const deadline = promoDeadline(now);
    expect([deadline.getFullYear(), deadline.getMonth(), deadline.getDate()]).toEqual([
      2026, 2, 19,
    ]);
    expect([deadline.getHours(), deadline.getMinutes(), deadline.getSeconds()]).toEqual([
      23, 59, 59,
    ]);
    expect(deadline.getMilliseconds()).toBe(999);
  });
  it("crosses month and year ends", () => {
    const deadline = promoDeadline(new Date(2026, 11, 28, 23, 59));
    expect([deadline.getFullYear(), deadline.getMonth(), deadline.getDate()]).toEqual([2027, 0, 4]);
  });
});

describe("countdownTo", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    const now = new Date(2026, 2, 12, 10, 30, 15);
    expect(countdownTo(promoDeadline(now), now)).toEqual({
      days: 7,
      hours: 13,
      minutes: 29,
      seconds: 44,
    });
  });
  it("counts down second by second", () => {
    const deadline = new Date(2026, 0, 1, 0, 0, 0);
    const at = (ms: number) => countdownTo(deadline, new Date(deadline.getTime() - ms));
    expect(at(61_000)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 1 });
    expect(at(60_000)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 });
    expect(at(59_500)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(at(86_400_000 + 3_600_000)).toEqual({ days: 1, hours: 1, minutes: 0, seconds: 0 });
  });
  it("stops at zero after the deadline", () => {
    const deadline = new Date(2026, 0, 1);
    expect(countdownTo(deadline, new Date(2026, 0, 2))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });
});

describe("rememberPromoShown", () => {
  it("stores the closing time under the promo key", () => {
    const stored = new Map<string, string>();
    rememberPromoShown({ setItem: (k, v) => void stored.set(k, v) }, 1_770_000_000_000);
    expect(PROMO_LAST_SHOWN_KEY).toBe("promo-popup-last-shown");
    expect(stored.get(PROMO_LAST_SHOWN_KEY)).toBe("1770000000000");
  });
  it("ignores storage that refuses writes", () => {
    expect(() =>
      rememberPromoShown({
        setItem: () => {
          throw new Error("QuotaExceededError");
        },
      }),
    ).not.toThrow();
  });
});
