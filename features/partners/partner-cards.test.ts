import { describe, expect, it } from "vitest";
import { cardDescriptionLength, toPartnerCards, type PartnerListItem } from "./partner-cards";

const partner = (id: number, sortOrder: number): PartnerListItem => ({
  id,
  name: `Partner ${id}`,
  description: null,
  logoUrl: null,
  sortOrder,
  certificationLevel: "gold",
  partnerType: "technology",
  benefits: ["Supporto"],
});

describe("toPartnerCards", () => {
  it("sorts by sortOrder ascending, keeps ties in order, and shows the first eight", () => {
    const list = [5, 1, 9, 3, 3, 0, 7, 2, 8, 6].map((order, i) => partner(i + 1, order));
    const cards = toPartnerCards(list);
    expect(cards).toHaveLength(8);
    expect(cards.map((c) => c.id)).toEqual([6, 2, 8, 4, 5, 1, 10, 7]);
  });
  it("gives each card its badges and an empty description when there is none", () => {
    const [card] = toPartnerCards([partner(1, 0)]);
    expect(card).toEqual({
      id: 1,
      name: "Partner 1",
      description: "",
      logoUrl: null,
      badges: [
        { kind: "certification", label: "Gold" },
        { kind: "type", label: "Tecnologia" },
      ],
    });
  });
  it("leaves out partners marked inactive (an admin's call lists them too)", () => {
    const cards = toPartnerCards([
      { ...partner(1, 0), active: false },
      { ...partner(2, 1), active: true },
      partner(3, 2),
    ]);
    expect(cards.map((c) => c.id)).toEqual([2, 3]);
  });
  it("keeps the start of a long description, as the card shows it", () => {
    const long = "Parola ".repeat(40);
    const [card] = toPartnerCards([{ ...partner(1, 0), description: long }]);
    expect(card!.description).toBe(long.slice(0, cardDescriptionLength).trimEnd() + "...");
    const [short] = toPartnerCards([{ ...partner(1, 0), description: "Breve." }]);
    expect(short!.description).toBe("Breve.");
  });
});
