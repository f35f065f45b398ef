import { describe, expect, it } from "vitest";
import { formatCardDate, formatLongDate, formatShortDate, postDate, truncate } from "./format";

describe("truncate", () => {
  it("keeps text up to the limit unchanged", () => {
    expect(truncate("Breve", 50)).toBe("Breve");
    expect(truncate("a".repeat(50), 50)).toBe("a".repeat(50));
  });
  it("cuts longer text at the limit and adds '...'", () => {
    const cut = truncate("b".repeat(51), 50);
    expect(cut).toBe(`${"b".repeat(50)}...`);
    expect(cut.length).toBe(53);
  });
  it("drops trailing spaces before the ellipsis", () => {
    expect(truncate("Sicurezza informatica per le PMI", 10)).toBe("Sicurezza...");
  });
  it("never splits a character made of two code units", () => {
    expect(truncate("ab😀cd", 3)).toBe("ab😀...");
  });
});

describe("Italian dates in Europe/Rome", () => {
  const date = new Date("2026-03-12T10:00:00Z");
  it("formats the short ticker date as day and short month", () => {
    expect(formatShortDate(date)).toBe("12 mar");
  });
  it("formats card dates as 'd MMM yyyy' and post dates as 'd MMMM yyyy'", () => {
    expect(formatCardDate(date)).toBe("12 mar 2026");
    expect(formatLongDate(date)).toBe("12 marzo 2026");
    expect(formatCardDate("2026-08-05T08:00:00.000Z")).toBe("5 ago 2026");
  });
  it("uses the Rome calendar day, not UTC", () => {
    // 23:30 UTC on 31 December is already 1 January in Rome.
    expect(formatLongDate("2025-12-31T23:30:00Z")).toBe("1 gennaio 2026");
    expect(formatShortDate("2026-06-30T22:30:00Z")).toBe("1 lug");
  });
  it("gives an empty string for invalid dates", () => {
    expect(formatShortDate("non una data")).toBe("");
  });
  it("picks the publication date, else the creation date", () => {
    expect(postDate({ publishedAt: "2026-01-02", createdAt: "2025-01-01" })).toBe("2026-01-02");
    expect(postDate({ publishedAt: null, createdAt: "2025-01-01" })).toBe("2025-01-01");
  });
});
