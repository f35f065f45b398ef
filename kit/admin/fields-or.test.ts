import { describe, expect, it } from "vitest";
import { fieldsOr } from "./fields-or";

type Item = { id: number; name: string; note: string | null; sortOrder: number; active: boolean };

describe("fieldsOr", () => {
  const blank = { name: "", note: "", sortOrder: 0, active: true };

  it("gives the blank values for a new item", () => {
    expect(fieldsOr<Item, keyof typeof blank>(null, blank)).toEqual(blank);
  });

  it("takes the item's values (the blank one for a null) and only the blank's fields", () => {
    const item: Item = { id: 7, name: "Rossi", note: null, sortOrder: 3, active: false };
    expect(fieldsOr(item, blank)).toEqual({ name: "Rossi", note: "", sortOrder: 3, active: false });
  });
});
