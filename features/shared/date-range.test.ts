import { describe, expect, it } from "vitest";
import { isDateInRange, isParsedDateInRange } from "./date-range";

describe("date range", () => {
  it("takes the UTC years 1900 to 9999", () => {
    expect(isDateInRange(new Date("1900-01-01T00:00:00Z"))).toBe(true);
    expect(isDateInRange(new Date("9999-12-31T23:59:59Z"))).toBe(true);
    expect(isDateInRange(new Date("1899-12-31T23:59:59Z"))).toBe(false);
    expect(isDateInRange(new Date("9999-12-31T23:00:00-05:00"))).toBe(false);
  });

  it("judges only the text Date.parse can read", () => {
    expect(isParsedDateInRange("2026-06-01T10:00")).toBe(true);
    expect(isParsedDateInRange("99999-01-01")).toBe(false);
    expect(isParsedDateInRange("+099999-01-01T00:00:00Z")).toBe(false);
    expect(isParsedDateInRange("-000001-01-01T00:00:00Z")).toBe(false);
    expect(isParsedDateInRange("non è una data")).toBe(true);
  });
});
