import { addDays, romeDay, romeDayStart, type DateInput } from "#kit/lib/dates";

/**
 * The hero's "Periodo di validità" (decision 051): a variant with a period is shown on the home
 * page on the days of Rome that period includes, over the one marked active; outside every
 * period the active one shows. A period may be open on one side (only "Dal" or only "Al");
 * a variant with neither date has no period. Periods never overlap (refused on save), so at
 * most one variant is scheduled on any day. Browser-safe, no database.
 */
export type Scheduled = {
  id: number;
  name: string;
  startDate: DateInput | null;
  endDate: DateInput | null;
};

/** First and last day in Rome ("YYYY-MM-DD", inclusive); null for an open side. */
export type Period = { from: string | null; to: string | null };

type Dated = Pick<Scheduled, "startDate" | "endDate">;

export function periodOf(variant: Dated): Period | null {
  const from = variant.startDate ? romeDay(variant.startDate) || null : null;
  const to = variant.endDate ? romeDay(variant.endDate) || null : null;
  return from || to ? { from, to } : null;
}

/** Days as "YYYY-MM-DD" compare as text. */
const includesDay = (period: Period, day: string) =>
  (period.from === null || period.from <= day) && (period.to === null || day <= period.to);

export const periodsOverlap = (a: Period, b: Period) =>
  (a.from === null || b.to === null || a.from <= b.to) &&
  (b.from === null || a.to === null || b.from <= a.to);

/** The first of `others` (not the variant itself) whose period shares a day with the variant's. */
export function overlappingVariant<T extends Scheduled>(
  variant: Dated & { id: number | null },
  others: readonly T[],
): T | undefined {
  const period = periodOf(variant);
  if (!period) return undefined;
  return others.find((other) => {
    if (other.id === variant.id) return false;
    const otherPeriod = periodOf(other);
    return otherPeriod !== null && periodsOverlap(period, otherPeriod);
  });
}

/**
 * The variant the home page shows at `now`: the one whose period includes Rome's day (the
 * latest-starting one if older data overlap), else the active one, else null.
 */
export function shownVariant<T extends Scheduled & { active: boolean }>(
  variants: readonly T[],
  now: Date,
): T | null {
  const today = romeDay(now);
  const scheduled = variants
    .map((variant) => ({ variant, period: periodOf(variant) }))
    .filter(({ period }) => period !== null && includesDay(period, today))
    .sort(
      (a, b) =>
        (b.period!.from ?? "").localeCompare(a.period!.from ?? "") || b.variant.id - a.variant.id,
    );
  return scheduled[0]?.variant ?? variants.find((variant) => variant.active) ?? null;
}

/**
 * The first moment after `after` at which the shown variant may change: Rome's midnight at the
 * start of a period or on the day after its end; null when no period starts or ends later.
 */
export function nextPeriodBoundary(variants: readonly Dated[], after: Date): Date | null {
  let next: number | null = null;
  for (const variant of variants) {
    const period = periodOf(variant);
    if (!period) continue;
    const days = [period.from, period.to && addDays(period.to, 1)];
    for (const day of days) {
      const time = day ? romeDayStart(day)?.getTime() : undefined;
      if (time !== undefined && time > after.getTime() && (next === null || time < next)) {
        next = time;
      }
    }
  }
  return next === null ? null : new Date(next);
}
