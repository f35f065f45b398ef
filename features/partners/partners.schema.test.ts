import { describe, expect, it } from "vitest";
import { newPartnerDefaults, partnerSchema } from "./partners.schema";
import {
  certificationLevelLabels,
  certificationLevels,
  partnerTypeLabels,
  partnerTypes,
} from "./partner-values";

describe("partner schema", () => {
  it("offers every value in order, each with an Italian label", () => {
    expect(certificationLevels.map((value) => certificationLevelLabels[value])).toEqual([
      "Nessuna certificazione",
      "Certificato",
      "Bronze",
      "Silver",
      "Gold",
    ]);
    expect(partnerTypes.map((value) => partnerTypeLabels[value])).toEqual([
      "Nessuna tipologia",
      "Tecnologia",
      "Consulenza",
      "Integrazione",
      "Rivenditore",
      "Sviluppo",
    ]);
  });

  it("gives a new partner the spec's form defaults and validates them", () => {
    expect(newPartnerDefaults).toMatchObject({
      certificationLevel: "standard",
      partnerType: "technology",
      active: true,
    });
    const parsed = partnerSchema.parse({ name: "Cisco", ...newPartnerDefaults });
    expect(parsed).toMatchObject({ certificationLevel: "standard", partnerType: "technology" });
  });

  it("splits comma-separated benefits, trimming and dropping empties", () => {
    const parsed = partnerSchema.parse({
      name: "Cisco",
      benefits: " Rete sicura,, Supporto 24/7 ,",
    });
    expect(parsed.benefits).toEqual(["Rete sicura", "Supporto 24/7"]);
    expect(partnerSchema.parse({ name: "Cisco", benefits: null }).benefits).toEqual([]);
  });
});
