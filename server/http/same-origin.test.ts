import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { sameOrigin } from "./same-origin";

const app = new Hono()
  .use(sameOrigin("https://www.scaligeradigital.example"))
  .all("/x", (c) => c.json({ ok: true }));

const call = (method: string, headers: Record<string, string> = {}) =>
  app.request("http://localhost:3000/x", { method, headers });

describe("sameOrigin", () => {
  it("lets reads through from anywhere", async () => {
    expect((await call("GET", { Origin: "https://evil.example" })).status).toBe(200);
  });
  it("accepts writes from the site itself and from the configured public origin", async () => {
    expect((await call("POST", { Origin: "http://localhost:3000" })).status).toBe(200);
    expect((await call("PUT", { Origin: "https://www.scaligeradigital.example" })).status).toBe(
      200,
    );
    expect((await call("POST")).status).toBe(200);
    expect((await call("POST", { "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
  });
  it("refuses writes from another origin with 403 and an Italian message", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const res = await call(method, { Origin: "https://evil.example" });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        message: "Richiesta non consentita da un'origine esterna",
      });
    }
    expect((await call("POST", { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await call("POST", { Origin: "null" })).status).toBe(403);
  });
});
