import { describe, expect, it } from "vitest";
import { partnerBadges } from "./partner-badges";

const labels = (partner: Parameters<typeof partnerBadges>[0]) =>
  partnerBadges(partner).map((b) => b.label);

describe("partnerBadges", () => {
  it("shows certification level, then partner type, with Italian labels", () => {
    expect(
      labels({ certificationLevel: "gold", partnerType: "technology", benefits: ["Supporto"] }),
    ).toEqual(["Gold", "Tecnologia"]);
    expect(
      labels({ certificationLevel: "standard", partnerType: "reseller", benefits: [] }),
    ).toEqual(["Certificato", "Rivenditore"]);
    expect(
      partnerBadges({ certificationLevel: "silver", partnerType: "none", benefits: [] }),
    ).toEqual([{ kind: "certification", label: "Silver" }]);
  });

  it("fills the free places with the first benefits, never more than two badges", () => {
    expect(
      labels({
        certificationLevel: "none",
        partnerType: "consulting",
        benefits: ["Formazione certificata", "Licenze dedicate", "Supporto prioritario"],
      }),
    ).toEqual(["Consulenza", "Formazione certificata"]);
    expect(
      labels({ certificationLevel: "none", partnerType: "none", benefits: ["A", "B", "C"] }),
    ).toEqual(["A", "B"]);
    expect(
      labels({ certificationLevel: "bronze", partnerType: "none", benefits: ["Assistenza"] }),
    ).toEqual(["Bronze", "Assistenza"]);
  });

  it("labels every type of both spec files and skips 'none', unknown values and blank benefits", () => {
    for (const [value, label] of [
      ["integration", "Integrazione"],
      ["development", "Sviluppo"],
    ]) {
      expect(labels({ certificationLevel: "none", partnerType: value!, benefits: [] })).toEqual([
        label,
      ]);
    }
    expect(
      labels({
        certificationLevel: "platinum",
        partnerType: "toString",
        benefits: [" ", "Sconti"],
      }),
    ).toEqual(["Sconti"]);
    expect(labels({ certificationLevel: "none", partnerType: "none", benefits: null })).toEqual([]);
  });
});
