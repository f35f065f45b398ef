import { describe, expect, it } from "vitest";
import { assignmentDefaults } from "./assignment-defaults";
import { defaultExpiry, parseServiceDate } from "./service-dates";

describe("service dates", () => {
  it("parse the form's days at noon UTC and ISO times as they are", () => {
    expect(parseServiceDate("2026-03-01")?.toISOString()).toBe("2026-03-01T12:00:00.000Z");
    expect(parseServiceDate("2028-02-29")?.toISOString()).toBe("2028-02-29T12:00:00.000Z");
    expect(parseServiceDate("2026-03-01T08:30:00+01:00")?.toISOString()).toBe(
      "2026-03-01T07:30:00.000Z",
    );
    for (const bad of ["2026-02-29", "2026-13-01", "01/03/2026", "2026-3-1", "", "1800-01-01"]) {
      expect(parseServiceDate(bad), bad).toBeNull();
    }
  });

  it("default expiry: monthly +1 month, the others +1 year", () => {
    expect(defaultExpiry("monthly", "2026-05-10")).toBe("2026-06-10");
    expect(defaultExpiry("yearly", "2026-05-10")).toBe("2027-05-10");
    expect(defaultExpiry("one_time", "2026-05-10")).toBe("2027-05-10");
    expect(defaultExpiry("hourly_package", "2026-05-10")).toBe("2027-05-10");
  });
});

describe("assignmentDefaults", () => {
  it("prefills the configuration from the template: today, recurring, active", () => {
    const now = new Date("2026-05-09T22:30:00Z"); // 10 May in Italy
    expect(
      assignmentDefaults(
        {
          id: 4,
          name: "Hosting Web Professionale",
          description: "Hosting gestito",
          basePrice: 29.5,
          basePricePeriod: "monthly",
          type: "monthly",
        },
        now,
      ),
    ).toEqual({
      templateId: 4,
      serviceName: "Hosting Web Professionale",
      description: "Hosting gestito",
      customPrice: "29,50",
      customPricePeriod: "monthly",
      startDate: "2026-05-10",
      expiryDate: "2026-06-10",
      hoursRemaining: "",
      isRecurring: true,
      status: "active",
    });
    expect(
      assignmentDefaults(
        {
          id: 5,
          name: "Pacchetto ore",
          description: null,
          basePrice: null,
          basePricePeriod: null,
          type: "hourly_package",
        },
        now,
      ),
    ).toMatchObject({
      description: "",
      customPrice: "",
      customPricePeriod: "one_time",
      expiryDate: "2027-05-10",
    });
  });
});
