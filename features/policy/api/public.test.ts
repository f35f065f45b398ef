import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { policyTexts, siteSettings } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";

/** A fake policy provider on loopback whose answer each test chooses. */
let answer: { status: number; type: string; body: string };
let received: unknown[] = [];
let provider: Server;
let providerUrl: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  provider = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push(JSON.parse(body || "null"));
      res.writeHead(answer.status, { "Content-Type": answer.type }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/policy`;
  handle = await createTestDatabase();
});
afterAll(async () => {
  provider.close();
  await handle.close();
});
beforeEach(async () => {
  received = [];
  await handle.db.delete(policyTexts);
  await handle.db.delete(siteSettings);
});

const post = (body: unknown, env: Record<string, string> = { POLICY_PROVIDER_URL: providerUrl }) =>
  createTestApi(handle.db, env).request("/proxy/iubenda-policy", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const privacy = { lingua: "it", tipo: "P", cosa: "B" };

describe("POST /api/proxy/{provider}-policy", () => {
  it.each([
    [
      "XML with a string element",
      "text/xml",
      `<?xml version="1.0"?><string xmlns="x">&lt;h1&gt;Privacy&lt;/h1&gt;&lt;p&gt;Testo XML&lt;/p&gt;</string>`,
      "<p>Testo XML</p>",
    ],
    [
      "JSON with a d field",
      "application/json",
      JSON.stringify({ d: "<h1>Privacy</h1><p>Testo d</p>" }),
      "<p>Testo d</p>",
    ],
    [
      "a JSON string",
      "application/json",
      JSON.stringify("<h1>Privacy</h1><p>Testo stringa</p>"),
      "<p>Testo stringa</p>",
    ],
    [
      "raw HTML",
      "text/html",
      "<h1>Privacy</h1><h1>Seconda</h1><p>Testo HTML</p>",
      "<h1>Seconda</h1><p>Testo HTML</p>",
    ],
  ])(
    "reads %s, drops the first h1 and sends the spec's payload",
    async (_name, type, body, html) => {
      answer = { status: 200, type, body };
      const res = await post(privacy);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ d: html, source: "provider" });
      expect(received).toEqual([{ lingua: "it", tipo: "P", cosa: "B" }]);
    },
  );

  it("sanitizes the provider's HTML", async () => {
    answer = {
      status: 200,
      type: "text/html",
      body: `<p onclick="x()">Ok<script>alert(1)</script><img src=x onerror=alert(1)></p>`,
    };
    const body = (await (await post(privacy)).json()) as { d: string };
    expect(body.d).toBe("<p>Ok</p>");
  });

  it("keeps the last good text and serves it when the provider fails", async () => {
    answer = { status: 200, type: "text/html", body: "<p>Versione buona</p>" };
    await post({ ...privacy, tipo: "C" });
    // Make the cached copy old so the provider is asked again, then let the provider fail.
    await handle.db
      .update(policyTexts)
      .set({ fetchedAt: new Date(Date.now() - 7 * 24 * 3600_000) });
    answer = { status: 502, type: "text/plain", body: "Bad gateway" };
    const res = await post({ ...privacy, tipo: "C" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ d: "<p>Versione buona</p>", source: "cache" });
    expect(received).toHaveLength(2);
  });

  it("serves a fresh cached text without asking the provider again", async () => {
    answer = { status: 200, type: "text/html", body: "<p>Prima</p>" };
    await post(privacy);
    answer = { status: 200, type: "text/html", body: "<p>Seconda</p>" };
    expect(await (await post(privacy)).json()).toMatchObject({
      d: "<p>Prima</p>",
      source: "cache",
    });
    expect(received).toHaveLength(1);
  });

  it("falls back to the company's own text when the provider fails with nothing cached", async () => {
    answer = { status: 200, type: "text/html", body: "   " };
    const body = (await (await post(privacy)).json()) as { d: string; source: string };
    expect(body.source).toBe("company");
    expect(body.d).toContain("Titolare del trattamento");
  });

  it("serves the company's text edited in the settings when no provider is configured", async () => {
    await handle.db
      .insert(siteSettings)
      .values({ key: "cookie_policy_html", value: "<p>Cookie su misura</p>", type: "html" });
    const res = await post({ ...privacy, tipo: "C" }, {});
    expect(await res.json()).toMatchObject({ d: "<p>Cookie su misura</p>", source: "company" });
    expect(received).toHaveLength(0);
  });

  it("answers bad input with 400 and a clear message, never 500", async () => {
    const wrongType = await post({ ...privacy, tipo: "X" });
    expect(wrongType.status).toBe(400);
    expect(((await wrongType.json()) as { message: string }).message).toMatch(/Tipo non valido/);
    const malformed = await post("{not json");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Richiesta non valida: JSON malformato" });
    const english = await post({ ...privacy, lingua: "en" });
    expect(english.status).toBe(400);
  });

  it("answers 404 for a path that is not a policy", async () => {
    const res = await createTestApi(handle.db).request("/proxy/whatever", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(privacy),
    });
    expect(res.status).toBe(404);
  });
});
