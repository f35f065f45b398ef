import { describe, expect, it } from "vitest";
import {
  deriveServicePricing,
  expiringServices,
  formatEuro,
  isExpiringSoon,
  parsePriceAmount,
} from "./customer-view";

describe("parsePriceAmount", () => {
  it("reads the amount of a price written as just a number", () => {
    expect(parsePriceAmount("€ 29/mese")).toBe(29);
    expect(parsePriceAmount("€ 590/anno")).toBe(590);
    expect(parsePriceAmount("590")).toBe(590);
    expect(parsePriceAmount("€ 1.250,50")).toBe(1250.5);
    expect(parsePriceAmount("1250,5 €")).toBe(1250.5);
    expect(parsePriceAmount("29.90 EUR")).toBe(29.9);
    expect(parsePriceAmount("€ 2.500")).toBe(2500);
    expect(parsePriceAmount("49 euro al mese")).toBe(49);
    expect(parsePriceAmount("€ 29/mese + IVA")).toBe(29);
  });

  it("gives null for texts that are not just a number", () => {
    for (const text of ["da € 2.500", "su preventivo", "", null, undefined, "€ 29-39", "1.2.3"]) {
      expect(parsePriceAmount(text), String(text)).toBeNull();
    }
  });
});

describe("formatEuro", () => {
  it("writes Italian amounts", () => {
    expect(formatEuro(348)).toBe("€ 348");
    expect(formatEuro(2500)).toBe("€ 2.500");
    expect(formatEuro(590 / 12)).toBe("€ 49,17");
    expect(formatEuro(1234.5)).toBe("€ 1.234,50");
  });
});

describe("deriveServicePricing", () => {
  it("monthly: the price is the monthly one, 12 x the amount the yearly one", () => {
    expect(
      deriveServicePricing({
        templateType: "monthly",
        customPrice: "€ 29/mese",
        basePrice: "€ 35/mese",
      }),
    ).toEqual({
      serviceType: "monthly",
      price: "€ 29/mese",
      monthlyPrice: "€ 29/mese",
      yearlyPrice: "€ 348/anno",
    });
    expect(
      deriveServicePricing({
        templateType: "monthly",
        customPrice: "€ 29,90/mese + IVA",
        basePrice: null,
      }).yearlyPrice,
    ).toBe("€ 358,80/anno + IVA");
  });

  it("uses the template's base price when there is no custom price", () => {
    expect(
      deriveServicePricing({ templateType: "monthly", customPrice: "  ", basePrice: "€ 79/mese" }),
    ).toMatchObject({ price: "€ 79/mese", monthlyPrice: "€ 79/mese", yearlyPrice: "€ 948/anno" });
  });

  it("yearly: the price is the yearly one, the amount / 12 the monthly one", () => {
    expect(
      deriveServicePricing({ templateType: "yearly", customPrice: null, basePrice: "€ 590/anno" }),
    ).toEqual({
      serviceType: "yearly",
      price: "€ 590/anno",
      monthlyPrice: "€ 49,17/mese",
      yearlyPrice: "€ 590/anno",
    });
  });

  it("a price that is not a number gives only the price of the template's own period", () => {
    expect(
      deriveServicePricing({
        templateType: "monthly",
        customPrice: "da € 29/mese",
        basePrice: null,
      }),
    ).toMatchObject({ monthlyPrice: "da € 29/mese", yearlyPrice: null });
    expect(
      deriveServicePricing({
        templateType: "yearly",
        customPrice: "su preventivo",
        basePrice: null,
      }),
    ).toMatchObject({ monthlyPrice: null, yearlyPrice: "su preventivo" });
  });

  it("one-time, hourly packages and services without a template: not applicable", () => {
    for (const templateType of ["one_time", "hourly_package", null] as const) {
      expect(
        deriveServicePricing({ templateType, customPrice: "€ 550", basePrice: "€ 600" }),
      ).toEqual({
        serviceType: templateType,
        price: "€ 550",
        monthlyPrice: null,
        yearlyPrice: null,
      });
    }
  });

  it("no price at all: everything not applicable", () => {
    expect(
      deriveServicePricing({ templateType: "monthly", customPrice: null, basePrice: null }),
    ).toEqual({ serviceType: "monthly", price: null, monthlyPrice: null, yearlyPrice: null });
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
