import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { certifiedPartners } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { toPartnerCards, type PartnerListItem } from "../partner-cards";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.insert(certifiedPartners).values([
    { name: "Terzo", sortOrder: 3, certificationLevel: "silver", partnerType: "consulting" },
    { name: "Nascosto", sortOrder: 0, active: false },
    { name: "Primo", sortOrder: 1, certificationLevel: "gold", benefits: ["Supporto dedicato"] },
    { name: "Secondo", sortOrder: 2, partnerType: "reseller", benefits: ["Licenze", "Formazione"] },
  ]);
});
afterAll(() => handle.close());

describe("GET /api/certified-partners", () => {
  it("lists only active partners, ordered by sortOrder", async () => {
    const res = await createTestApi(handle.db).request("/certified-partners");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as PartnerListItem[];
    expect(body.map((p) => p.name)).toEqual(["Primo", "Secondo", "Terzo"]);
    expect(body[0]).toMatchObject({
      certificationLevel: "gold",
      partnerType: "none",
      benefits: ["Supporto dedicato"],
    });
  });

  it("gives what the home strip needs to build its cards and badges", async () => {
    const res = await createTestApi(handle.db).request("/certified-partners");
    const cards = toPartnerCards((await res.json()) as PartnerListItem[]);
    expect(cards.map((c) => [c.name, c.badges.map((b) => b.label)])).toEqual([
      ["Primo", ["Gold", "Supporto dedicato"]],
      ["Secondo", ["Rivenditore", "Licenze"]],
      ["Terzo", ["Silver", "Consulenza"]],
    ]);
  });
});
