import { describe, expect, it } from "vitest";
import { deriveServicePricing, expiringServices, isExpiringSoon } from "./customer-view";

describe("deriveServicePricing", () => {
  const none = {
    customPrice: null,
    customPricePeriod: null,
    basePrice: null,
    basePricePeriod: null,
  };

  it("a monthly amount: itself per month, 12 times per year", () => {
    expect(
      deriveServicePricing({
        ...none,
        templateType: "monthly",
        customPrice: 29,
        customPricePeriod: "monthly",
        basePrice: 35,
        basePricePeriod: "monthly",
      }),
    ).toEqual({
      serviceType: "monthly",
      price: "€ 29/mese",
      monthlyPrice: "€ 29/mese",
      yearlyPrice: "€ 348/anno",
    });
  });

  it("a yearly amount on a monthly service (issue 11): itself per year, a twelfth per month", () => {
    expect(
      deriveServicePricing({
        ...none,
        templateType: "monthly",
        customPrice: 15,
        customPricePeriod: "yearly",
      }),
    ).toMatchObject({ price: "€ 15/anno", monthlyPrice: "€ 1,25/mese", yearlyPrice: "€ 15/anno" });
    expect(
      deriveServicePricing({
        ...none,
        templateType: "yearly",
        basePrice: 590,
        basePricePeriod: "yearly",
      }),
    ).toMatchObject({ monthlyPrice: "€ 49,17/mese", yearlyPrice: "€ 590/anno" });
  });

  it("no price of the service's own: the template's base price", () => {
    expect(
      deriveServicePricing({
        ...none,
        templateType: "monthly",
        basePrice: 79.9,
        basePricePeriod: "monthly",
      }),
    ).toMatchObject({ price: "€ 79,90/mese", yearlyPrice: "€ 958,80/anno" });
  });

  it("a one-time amount: both not applicable", () => {
    for (const templateType of ["one_time", "hourly_package", null] as const) {
      expect(
        deriveServicePricing({
          ...none,
          templateType,
          customPrice: 1250,
          customPricePeriod: "one_time",
          basePrice: 600,
          basePricePeriod: "one_time",
        }),
      ).toEqual({
        serviceType: templateType,
        price: "€ 1.250 una tantum",
        monthlyPrice: null,
        yearlyPrice: null,
      });
    }
  });

  it("no price at all: everything not applicable", () => {
    expect(deriveServicePricing({ ...none, templateType: "monthly" })).toEqual({
      serviceType: "monthly",
      price: null,
      monthlyPrice: null,
      yearlyPrice: null,
    });
  });
});

describe("expiring services", () => {
  const now = new Date("2026-05-10T08:00:00Z");
  const day = 86_400_000;
  const at = (days: number) => new Date(now.getTime() + days * day);

  it("are those more than 0 and up to 30 days away", () => {
    expect(isExpiringSoon(at(0), now)).toBe(false);
    expect(isExpiringSoon(at(-1), now)).toBe(false);
    expect(isExpiringSoon(at(0.01), now)).toBe(true);
    expect(isExpiringSoon(at(30), now)).toBe(true);
    expect(isExpiringSoon(at(30.01), now)).toBe(false);
    expect(isExpiringSoon(at(12).toISOString(), now)).toBe(true);
  });

  it("are listed soonest first, at most 3", () => {
    const services = [20, 45, 3, -2, 29, 10].map((days) => ({ days, expiryDate: at(days) }));
    expect(expiringServices(services, now).map((s) => s.days)).toEqual([3, 10, 20]);
  });
});
