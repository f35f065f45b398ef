import { describe, expect, it } from "vitest";
import { amountInputText, formatEuro, formatPrice, parseAmountText } from "./price-values";
import { priceMessages } from "./price.schema";
import { serviceTemplatePatchSchema, serviceTemplateSchema } from "./service-templates.schema";

describe("amounts typed in the dialogs", () => {
  it("read Italian and plain decimals, at most two", () => {
    expect(parseAmountText("29")).toBe(29);
    expect(parseAmountText(" 29,90 ")).toBe(29.9);
    expect(parseAmountText("29.90")).toBe(29.9);
    expect(parseAmountText("€ 1.250,50")).toBe(1250.5);
    expect(parseAmountText("1.250")).toBe(1250);
    expect(parseAmountText("")).toBeNull();
    for (const text of ["abc", "-5", "29,999", "1,250.50", "€ 29/mese", "da 100"]) {
      expect(parseAmountText(text), text).toBeNaN();
    }
  });

  it("are shown back for editing as typed", () => {
    expect(amountInputText(29)).toBe("29");
    expect(amountInputText(29.9)).toBe("29,90");
    expect(amountInputText(null)).toBe("");
    expect(parseAmountText(amountInputText(1250.5))).toBe(1250.5);
  });
});

describe("prices shown", () => {
  it("are euro in Italian format with their period", () => {
    expect(formatEuro(2500)).toBe("€ 2.500");
    expect(formatEuro(590 / 12)).toBe("€ 49,17");
    expect(formatPrice(29, "monthly")).toBe("€ 29/mese");
    expect(formatPrice(1234.5, "yearly")).toBe("€ 1.234,50/anno");
    expect(formatPrice(600, "one_time")).toBe("€ 600 una tantum");
    expect(formatPrice(null, null)).toBeNull();
  });
});

describe("the price fields of a template", () => {
  const template = { name: "Hosting", category: "hosting", type: "monthly" } as const;
  const issues = (value: unknown) =>
    serviceTemplateSchema.safeParse(value).error?.issues.map((i) => [i.path.join("."), i.message]);

  it("take the dialog's text or the API's number, the same value either way", () => {
    const fromForm = serviceTemplateSchema.parse({
      ...template,
      basePrice: "15,50",
      basePricePeriod: "yearly",
    });
    expect(fromForm).toMatchObject({ basePrice: 15.5, basePricePeriod: "yearly" });
    expect(serviceTemplateSchema.parse(fromForm)).toMatchObject({
      basePrice: 15.5,
      basePricePeriod: "yearly",
    });
  });

  it("no amount means no period", () => {
    expect(
      serviceTemplateSchema.parse({ ...template, basePrice: "", basePricePeriod: "monthly" }),
    ).toMatchObject({ basePrice: null, basePricePeriod: null });
  });

  it("refuse a wrong amount, a missing period and a period without amount, in Italian", () => {
    expect(issues({ ...template, basePrice: "€ 15/anno", basePricePeriod: "monthly" })).toEqual([
      ["basePrice", priceMessages.amount],
    ]);
    expect(issues({ ...template, basePrice: 10.555, basePricePeriod: "monthly" })).toEqual([
      ["basePrice", priceMessages.amount],
    ]);
    expect(issues({ ...template, basePrice: 2_000_000, basePricePeriod: "monthly" })).toEqual([
      ["basePrice", priceMessages.tooHigh],
    ]);
    expect(issues({ ...template, basePrice: "15" })).toEqual([
      ["basePricePeriod", priceMessages.period],
    ]);
    expect(issues({ ...template, basePrice: "15", basePricePeriod: "weekly" })).toEqual([
      ["basePricePeriod", priceMessages.period],
    ]);
    expect(
      serviceTemplatePatchSchema.safeParse({ basePricePeriod: "monthly" }).error?.issues[0]
        ?.message,
    ).toBe(priceMessages.periodWithoutAmount);
    const renamed = serviceTemplatePatchSchema.parse({ name: "Nuovo nome" });
    expect(renamed).not.toHaveProperty("basePrice");
    expect(renamed).not.toHaveProperty("basePricePeriod");
  });
});
