import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  dayFields,
  formatCardDate,
  formatCardDateTime,
  formatCompactDateTime,
  formatLongDate,
  formatLongDateTime,
  formatMailDateTime,
  formatNumericDate,
  formatNumericDateTime,
  formatShortDate,
  fromRomeWallTime,
  isoOf,
  parseDateTime,
  romeDateTimeInput,
  romeDay,
  romeDayEnd,
  romeDayStart,
  withArticle,
} from "./dates";

const iso = (date: Date | null) => date?.toISOString() ?? null;

describe("Italian texts in Europe/Rome", () => {
  const date = new Date("2026-03-12T13:30:00Z");

  it("writes each style the screens and mails use", () => {
    expect(formatShortDate(date)).toBe("12 mar");
    expect(formatCardDate(date)).toBe("12 mar 2026");
    expect(formatLongDate(date)).toBe("12 marzo 2026");
    expect(formatNumericDate(date)).toBe("12/03/2026");
    expect(formatNumericDateTime(date)).toBe("12/03/2026, 14:30");
    expect(formatCompactDateTime(date)).toBe("12/03/26, 14:30");
    expect(formatCardDateTime(date)).toBe("12 mar 2026, 14:30");
    expect(formatLongDateTime(date)).toBe("12 marzo 2026 alle ore 14:30");
    expect(formatMailDateTime(date)).toBe("12 marzo 2026 alle ore 14:30");
  });

  it("puts the article before a date as Italian writes it", () => {
    expect(withArticle(formatLongDate("2026-12-11T10:00:00Z"))).toBe("l'11 dicembre 2026");
    expect(withArticle(formatCardDateTime("2026-03-08T10:00:00Z"))).toBe("l'8 mar 2026, 11:00");
    expect(withArticle(formatLongDate("2026-04-01T10:00:00Z"))).toBe("il 1° aprile 2026");
    expect(withArticle(formatLongDate("2026-04-18T10:00:00Z"))).toBe("il 18 aprile 2026");
    expect(withArticle(formatNumericDate("2026-04-01T10:00:00Z"))).toBe("il 01/04/2026");
    expect(withArticle(formatNumericDate("2026-04-08T10:00:00Z"))).toBe("l'08/04/2026");
    expect(withArticle(formatNumericDateTime("2026-04-11T10:00:00Z"), "del")).toBe(
      "dell'11/04/2026, 12:00",
    );
    expect(withArticle("", "del")).toBe("del ");
  });

  it("reads ISO texts and milliseconds as well as Dates", () => {
    expect(formatCardDate("2026-08-05T08:00:00.000Z")).toBe("5 ago 2026");
    expect(formatNumericDate(date.getTime())).toBe("12/03/2026");
    expect(isoOf("2026-03-12T14:30:00+01:00")).toBe("2026-03-12T13:30:00.000Z");
  });

  it("takes the day and the hour in Rome, not in UTC", () => {
    // 23:30 UTC on 31 December is already 1 January in Rome (winter, UTC+1).
    expect(formatLongDate("2025-12-31T23:30:00Z")).toBe("1 gennaio 2026");
    // 22:30 UTC on 30 June is already 1 July (summer, UTC+2).
    expect(formatShortDate("2026-06-30T22:30:00Z")).toBe("1 lug");
    expect(formatNumericDateTime("2026-06-30T22:30:00Z")).toBe("01/07/2026, 00:30");
    expect(formatNumericDate("2026-06-30T21:59:00Z")).toBe("30/06/2026");
  });

  it("follows the summer time changes", () => {
    // 29 March 2026: 02:00 becomes 03:00 (01:00 UTC).
    expect(formatCardDateTime("2026-03-29T00:59:00Z")).toBe("29 mar 2026, 01:59");
    expect(formatCardDateTime("2026-03-29T01:00:00Z")).toBe("29 mar 2026, 03:00");
    // 25 October 2026: 03:00 becomes 02:00 again (01:00 UTC).
    expect(formatCardDateTime("2026-10-25T00:30:00Z")).toBe("25 ott 2026, 02:30");
    expect(formatCardDateTime("2026-10-25T01:30:00Z")).toBe("25 ott 2026, 02:30");
  });

  it("gives an empty text for an invalid value", () => {
    for (const format of [formatShortDate, formatNumericDate, formatMailDateTime, isoOf]) {
      expect(format("non una data")).toBe("");
      expect(format(new Date(Number.NaN))).toBe("");
    }
    expect(romeDay("2026-13-45")).toBe("");
    expect(romeDateTimeInput(null)).toBe("");
  });
});

describe("calendar days in Rome", () => {
  it("gives the day of an instant as the date inputs and the sitemap write it", () => {
    expect(romeDay(new Date("2026-01-05T22:59:00Z"))).toBe("2026-01-05");
    expect(romeDay(new Date("2026-01-05T23:00:00Z"))).toBe("2026-01-06");
    expect(romeDay("2026-07-31T21:59:59Z")).toBe("2026-07-31");
    expect(romeDay("2026-07-31T22:00:00Z")).toBe("2026-08-01");
  });

  it("gives the wall-clock time of an instant for a datetime-local input", () => {
    expect(romeDateTimeInput("2026-03-02T09:30:00.000Z")).toBe("2026-03-02T10:30");
    expect(romeDateTimeInput("2026-07-02T09:30:00.000Z")).toBe("2026-07-02T11:30");
    expect(romeDateTimeInput("2026-12-31T23:15:00.000Z")).toBe("2027-01-01T00:15");
  });

  it("reads a wall-clock time in Rome, winter and summer", () => {
    expect(iso(fromRomeWallTime("2026-03-02T10:30"))).toBe("2026-03-02T09:30:00.000Z");
    expect(iso(fromRomeWallTime("2026-07-02T11:30:15"))).toBe("2026-07-02T09:30:15.000Z");
    expect(iso(fromRomeWallTime("2026-07-02T11:30:15.25"))).toBe("2026-07-02T09:30:15.250Z");
    expect(iso(fromRomeWallTime("2026-01-01"))).toBe("2025-12-31T23:00:00.000Z");
  });

  it("reads the times around the summer time changes", () => {
    expect(iso(fromRomeWallTime("2026-03-29T01:59"))).toBe("2026-03-29T00:59:00.000Z");
    expect(iso(fromRomeWallTime("2026-03-29T03:00"))).toBe("2026-03-29T01:00:00.000Z");
    // 02:30 does not exist that night: read with the winter offset, it is 03:30 summer time.
    expect(iso(fromRomeWallTime("2026-03-29T02:30"))).toBe("2026-03-29T01:30:00.000Z");
    // 02:30 happens twice on 25 October: the first (summer time) is taken.
    expect(iso(fromRomeWallTime("2026-10-25T02:30"))).toBe("2026-10-25T00:30:00.000Z");
    expect(iso(fromRomeWallTime("2026-10-25T03:30"))).toBe("2026-10-25T02:30:00.000Z");
  });

  it("refuses what is not a day or a time of one", () => {
    for (const bad of ["", "domani", "2026-02-29", "2026-13-01", "2026-3-1", "01/03/2026"]) {
      expect(fromRomeWallTime(bad), bad).toBeNull();
    }
    for (const bad of ["2026-03-01T24:00", "2026-03-01T10:60", "2026-03-01T10:30Z"]) {
      expect(fromRomeWallTime(bad), bad).toBeNull();
    }
  });

  it("bounds a day in Rome from its first to its last millisecond", () => {
    expect(iso(romeDayStart("2026-06-15"))).toBe("2026-06-14T22:00:00.000Z");
    expect(iso(romeDayEnd("2026-06-15"))).toBe("2026-06-15T21:59:59.999Z");
    // The day summer time starts has 23 hours, the day it ends 25.
    expect(iso(romeDayStart("2026-03-29"))).toBe("2026-03-28T23:00:00.000Z");
    expect(iso(romeDayEnd("2026-03-29"))).toBe("2026-03-29T21:59:59.999Z");
    expect(iso(romeDayEnd("2026-10-25"))).toBe("2026-10-25T22:59:59.999Z");
    expect(romeDayStart("2026-06-15T10:00")).toBeNull();
    expect(romeDayEnd("2026-02-30")).toBeNull();
  });

  it("reads date-times with an offset as they say and without one as Rome's", () => {
    expect(iso(parseDateTime("2026-03-02T10:30:00+01:00"))).toBe("2026-03-02T09:30:00.000Z");
    expect(iso(parseDateTime("2026-03-02T09:30:00.000Z"))).toBe("2026-03-02T09:30:00.000Z");
    expect(iso(parseDateTime("2026-07-02T11:30"))).toBe("2026-07-02T09:30:00.000Z");
    expect(parseDateTime("domani mattina")).toBeNull();
  });

  it("checks that a day exists", () => {
    expect(dayFields("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
    expect(dayFields("2026-02-29")).toBeNull();
    expect(dayFields("2026-04-31")).toBeNull();
  });

  it("adds days across month, year and summer time changes", () => {
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(() => addDays("2026-02-30", 1)).toThrow("not a YYYY-MM-DD date");
  });

  it("adds months clamping the day to the month's end", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
    expect(addMonths("2028-02-29", 12)).toBe("2029-02-28");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
  });
});
