import { describe, expect, it } from "vitest";
import type { HeroVariantInput } from "../hero.schema";
import { heroPayload } from "./hero-form-values";

describe("hero form days", () => {
  it("sends a day range as Rome's first and last instants, whatever the browser's zone", () => {
    const values = { startDate: "2026-06-15", endDate: "2026-12-31" } as HeroVariantInput;
    expect(heroPayload(values)).toMatchObject({
      startDate: "2026-06-14T22:00:00.000Z",
      endDate: "2026-12-31T22:59:59.999Z",
    });
    const open = { startDate: null, endDate: null } as HeroVariantInput;
    expect(heroPayload(open)).toMatchObject({ startDate: null, endDate: null });
  });
});
