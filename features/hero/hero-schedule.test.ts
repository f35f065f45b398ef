import { describe, expect, it } from "vitest";
import { romeDayEnd, romeDayStart } from "#kit/lib/dates";
import { nextPeriodBoundary, overlappingVariant, periodOf, shownVariant } from "./hero-schedule";

const variant = (id: number, from: string | null, to: string | null, active = false) => ({
  id,
  name: `Variante ${id}`,
  active,
  startDate: from && romeDayStart(from),
  endDate: to && romeDayEnd(to),
});

describe("hero periods", () => {
  it("reads a period as Rome's days, whatever the instants' UTC date", () => {
    expect(periodOf(variant(1, "2026-06-15", "2026-09-15"))).toEqual({
      from: "2026-06-15",
      to: "2026-09-15",
    });
    expect(periodOf(variant(1, null, null))).toBeNull();
  });

  it("shows the variant whose period includes Rome's today, else the active one", () => {
    const variants = [
      variant(1, null, null, true),
      variant(2, "2026-12-01", "2027-01-06"),
      variant(3, "2027-03-01", null),
    ];
    const shownAt = (iso: string) => shownVariant(variants, new Date(iso))?.id;
    expect(shownAt("2026-11-30T22:59:59Z")).toBe(1);
    expect(shownAt("2026-11-30T23:00:00Z")).toBe(2);
    expect(shownAt("2027-01-06T22:59:59Z")).toBe(2);
    expect(shownAt("2027-01-06T23:00:00Z")).toBe(1);
    expect(shownAt("2027-02-28T23:00:00Z")).toBe(3);
    expect(shownAt("2040-01-01T00:00:00Z")).toBe(3);
    expect(shownVariant([variant(4, null, null)], new Date())).toBeNull();
  });

  it("finds another variant whose period shares a day, never the variant itself", () => {
    const others = [variant(1, null, null), variant(2, "2026-12-01", "2027-01-06")];
    const clash = (from: string | null, to: string | null, id: number | null = null) =>
      overlappingVariant({ ...variant(0, from, to), id }, others)?.id;
    expect(clash("2027-01-06", "2027-01-08")).toBe(2);
    expect(clash("2026-11-01", "2026-12-01")).toBe(2);
    expect(clash(null, "2026-12-25")).toBe(2);
    expect(clash("2026-12-31", null)).toBe(2);
    expect(clash("2027-01-07", null)).toBeUndefined();
    expect(clash(null, "2026-11-30")).toBeUndefined();
    expect(clash(null, null)).toBeUndefined();
    expect(clash("2026-12-10", "2026-12-20", 2)).toBeUndefined();
  });

  it("gives the next Rome midnight at which the shown variant may change, across summer time", () => {
    const variants = [variant(1, "2026-03-20", "2026-03-28"), variant(2, "2026-12-01", null)];
    const next = (iso: string) => nextPeriodBoundary(variants, new Date(iso))?.toISOString();
    expect(next("2026-01-01T00:00:00Z")).toBe("2026-03-19T23:00:00.000Z");
    // The day after the 28th is the 29th, when summer time starts (UTC+2).
    expect(next("2026-03-19T23:00:00Z")).toBe("2026-03-28T23:00:00.000Z");
    expect(next("2026-03-29T00:00:00Z")).toBe("2026-11-30T23:00:00.000Z");
    expect(next("2026-11-30T23:00:00Z")).toBeUndefined();
  });
});
