import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client";
import { consentRecords } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { fromAddress } from "#tests/helpers/client-address";
import { CONSENT_POLICY_VERSION } from "../consent.schema";

let handle: DatabaseHandle;
let api: ReturnType<typeof createTestApi>;

beforeAll(async () => {
  handle = await createTestDatabase();
  api = createTestApi(handle.db);
});
afterAll(() => handle.close());

const anonymousId = "3f0c5a52-8e1b-4c7d-9a2e-6b1f0d4c8e21";

function post(body: string, headers: Record<string, string> = {}) {
  return api.request("/consent", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
  });
}

const count = async () => (await handle.db.select().from(consentRecords)).length;

describe("POST /api/consent", () => {
  it("stores the choice with necessary always true and answers 201 with the new id", async () => {
    const before = Date.now();
    const res = await post(
      JSON.stringify({
        anonymousId,
        analytics: true,
        marketing: false,
        preferences: true,
        policyVersion: CONSENT_POLICY_VERSION,
        // A client cannot switch necessary off: the field is ignored.
        necessary: false,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { id } = (await res.json()) as { id: number };
    expect(Number.isInteger(id)).toBe(true);

    const [row] = await handle.db.select().from(consentRecords).where(eq(consentRecords.id, id));
    expect(row).toMatchObject({
      anonymousId,
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: true,
      policyVersion: "2026-01",
    });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it("keeps every choice of the same visitor as a separate record", async () => {
    const first = await count();
    for (const analytics of [false, true]) {
      const body = { anonymousId, analytics, marketing: analytics, preferences: false };
      const res = await post(JSON.stringify({ ...body, policyVersion: CONSENT_POLICY_VERSION }));
      expect(res.status).toBe(201);
    }
    expect(await count()).toBe(first + 2);
  });

  it.each([
    ["a missing anonymous id", { analytics: true, marketing: true, preferences: true }],
    [
      "an id that is not a uuid v4",
      { anonymousId: "1234", analytics: true, marketing: true, preferences: true },
    ],
    [
      "a choice that is not a boolean",
      { anonymousId, analytics: "si", marketing: true, preferences: true },
    ],
    ["a missing choice", { anonymousId, analytics: true, marketing: true }],
  ])("answers 400 with issues for %s and stores nothing", async (_what, fields) => {
    const before = await count();
    const res = await post(JSON.stringify({ ...fields, policyVersion: CONSENT_POLICY_VERSION }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: { path: string[] }[] };
    expect(body.message).toBe("Dati di consenso non validi");
    expect(body.issues.length).toBeGreaterThan(0);
    expect(await count()).toBe(before);
  });

  it("answers 400 when the policy version is missing or empty", async () => {
    for (const policyVersion of [undefined, "  "]) {
      const body = { anonymousId, analytics: false, marketing: false, preferences: false };
      const res = await post(JSON.stringify({ ...body, policyVersion }));
      expect(res.status).toBe(400);
      const { issues } = (await res.json()) as { issues: { path: string[] }[] };
      expect(issues.map((i) => i.path.join("."))).toContain("policyVersion");
    }
  });

  it.each([
    ["malformed JSON", "{ anonymousId: "],
    ["an empty body", ""],
    ["a JSON array", "[]"],
    ["JSON null", "null"],
  ])("answers 400, never 500, for %s", async (_what, raw) => {
    const res = await post(raw);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: unknown[] };
    expect(body.message).toBe("Dati di consenso non validi");
    expect(Array.isArray(body.issues)).toBe(true);
  });

  it("refuses an oversized body with 413", async () => {
    const res = await post(JSON.stringify({ anonymousId, padding: "x".repeat(10_000) }));
    expect(res.status).toBe(413);
  });

  it("is rate limited per address: 30 records in 10 minutes, then 429 with Retry-After", async () => {
    const limited = createTestApi(handle.db);
    const choice = JSON.stringify({
      anonymousId,
      analytics: false,
      marketing: false,
      preferences: false,
      policyVersion: CONSENT_POLICY_VERSION,
    });
    const send = (address: string) =>
      limited.request(
        "/consent",
        { method: "POST", headers: { "Content-Type": "application/json" }, body: choice },
        fromAddress(address),
      );
    const before = await count();
    // A burst at the same moment: the limit holds.
    const burst = await Promise.all(Array.from({ length: 40 }, () => send("203.0.113.9")));
    expect(burst.filter((r) => r.status === 201)).toHaveLength(30);
    const refused = burst.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(await refused.json()).toEqual({
      message: "Troppe richieste. Riprova tra qualche minuto.",
    });
    expect(await count()).toBe(before + 30);
    // Another address is not affected.
    expect((await send("203.0.113.10")).status).toBe(201);
  });

  it("offers no way to read the records back", async () => {
    const res = await api.request("/consent");
    expect(res.status).toBe(404);
  });
});
