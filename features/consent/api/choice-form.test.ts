import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client";
import { consentRecords } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { fromAddress } from "#tests/helpers/client-address";
import { consentFromCookieHeader } from "../consent-cookie";

let handle: DatabaseHandle;
let api: ReturnType<typeof createTestApi>;

beforeAll(async () => {
  handle = await createTestDatabase();
  api = createTestApi(handle.db);
});
afterAll(() => handle.close());

let nextAddress = 1;
/** The banner's form as a browser without JavaScript posts it, each from its own address. */
function postForm(
  fields: Record<string, string>,
  contentType = "application/x-www-form-urlencoded",
) {
  return api.request(
    "/consent/choice",
    {
      method: "POST",
      headers: { "Content-Type": contentType },
      body: new URLSearchParams(fields).toString(),
    },
    fromAddress(`198.51.100.${nextAddress++}`),
  );
}

const count = async () => (await handle.db.select().from(consentRecords)).length;
const latest = async () =>
  (await handle.db.select().from(consentRecords).orderBy(desc(consentRecords.id)).limit(1))[0];

describe("POST /api/consent/choice (the banner without JavaScript)", () => {
  it("'Accetta tutti' sets the consent cookie, records the proof and goes back with 303", async () => {
    const res = await postForm({ choice: "all", returnTo: "/servizi?pagina=2" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/servizi?pagina=2");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^cookie_consent=111; Path=\/; Max-Age=15552000; SameSite=Lax$/);
    expect(consentFromCookieHeader(cookie.split(";")[0])).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      preferences: true,
    });
    expect(await latest()).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: true,
      preferences: true,
      policyVersion: "2026-01",
    });
  });

  it("'Solo necessari' and 'Personalizza' store exactly what was chosen", async () => {
    const necessary = await postForm({ choice: "necessary", returnTo: "/" });
    expect(necessary.headers.get("set-cookie")).toMatch(/^cookie_consent=000;/);
    expect(await latest()).toMatchObject({
      analytics: false,
      marketing: false,
      preferences: false,
    });

    const custom = await postForm({ choice: "custom", analytics: "on", returnTo: "/contatti" });
    expect(custom.status).toBe(303);
    expect(custom.headers.get("location")).toBe("/contatti");
    expect(custom.headers.get("set-cookie")).toMatch(/^cookie_consent=100;/);
    expect(await latest()).toMatchObject({ analytics: true, marketing: false, preferences: false });

    // A box posted with 'Accetta tutti' or 'Solo necessari' changes nothing of their meaning.
    const tampered = await postForm({ choice: "necessary", marketing: "on", returnTo: "/" });
    expect(tampered.headers.get("set-cookie")).toMatch(/^cookie_consent=000;/);
  });

  it.each([
    ["https://evil.example/", "an absolute URL"],
    ["//evil.example/", "a protocol-relative URL"],
    ["/\\evil.example", "a backslash path"],
    ["/%0d%0aSet-Cookie:x", "a header injection"],
    ["/a#b", "a fragment"],
    ["javascript:alert(1)", "a script URL"],
    ["/blog/../admin", "a dot segment"],
    ["", "nothing"],
  ])("never sends the visitor elsewhere: %s (%s) goes home", async (returnTo) => {
    const res = await postForm({ choice: "all", returnTo });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
  });

  it.each([
    [{ choice: "tutti", returnTo: "/" }, "Scelta sui cookie non valida"],
    [{ returnTo: "/" }, "Scelta sui cookie non valida"],
    [{ choice: "custom", analytics: "yes", returnTo: "/" }, "Valore non valido"],
    [{ choice: "all" }, "Pagina di ritorno non valida"],
  ])(
    "refuses bad input with 400 and an Italian message, storing nothing: %j",
    async (fields, message) => {
      const before = await count();
      const res = await postForm(fields as Record<string, string>);
      expect(res.status).toBe(400);
      expect(res.headers.get("set-cookie")).toBeNull();
      const body = (await res.json()) as { message: string; issues: { message: string }[] };
      expect(body.message).toBe("Dati di consenso non validi");
      expect(body.issues.map((issue) => issue.message)).toContain(message);
      expect(await count()).toBe(before);
    },
  );

  it("refuses a JSON body with 400 (the form posts a form)", async () => {
    const res = await postForm({ choice: "all", returnTo: "/" }, "application/json");
    expect(res.status).toBe(400);
  });
});
