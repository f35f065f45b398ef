import { describe, expect, it } from "vitest";
import { certificationLevel, partnerType } from "../../db/schema";
import {
  certificationLevelOptions,
  certificationLevels,
  newPartnerDefaults,
  partnerSchema,
  partnerTypeOptions,
  partnerTypes,
} from "./partners.schema";

describe("partner schema", () => {
  it("offers exactly the database enum values, each with an Italian label", () => {
    expect([...certificationLevels].sort()).toEqual([...certificationLevel].sort());
    expect([...partnerTypes].sort()).toEqual([...partnerType].sort());
    expect(certificationLevelOptions.map((o) => o.label)).toEqual([
      "Nessuna certificazione",
      "Certificato",
      "Bronze",
      "Silver",
      "Gold",
    ]);
    expect(partnerTypeOptions.map((o) => o.label)).toEqual([
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
