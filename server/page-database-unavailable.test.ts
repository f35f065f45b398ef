import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { createApp } from "./app";
import { createPageTestApp } from "../tests/helpers/test-app";
import { createScratchDatabase, lockTable, type ScratchDatabase } from "../tests/helpers/postgres";

// Pages through React Router's real request handler, with the server build loaded by Vite as
// `npm run dev` does (no production build needed): a loader that finds the database unavailable
// gives a 503 page.
let page: Awaited<ReturnType<typeof createPageTestApp>>;
let scratch: ScratchDatabase;
let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  handle = await openDatabase({ url: scratch.url, timeouts: { lockMs: 500 } });
  // Production mode: React Router sends error details to the browser only in development.
  page = await createPageTestApp(handle.db, { NODE_ENV: "production" });
  app = page.app;
});
afterAll(async () => {
  await handle?.close();
  await scratch?.drop();
});

describe("a page whose loader finds the database unavailable", () => {
  it("answers 503 with Retry-After and the site's error page, without a stack", async () => {
    const lock = await lockTable(scratch.url, "site_settings");
    let res: Response;
    let html: string;
    try {
      res = await app.request("/chi-siamo");
      html = await res.text();
    } finally {
      await lock.release();
    }
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("10");
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(html).toContain("Riprova tra qualche istante");
    expect(html).not.toMatch(/\bat .*\.(ts|js):\d+/);
    expect(html).not.toContain("Failed query");
  });

  it("answers 503 with Retry-After for /sitemap.xml too, not a bare 500", async () => {
    const lock = await lockTable(scratch.url, "solutions");
    let res: Response;
    try {
      res = await app.request("/sitemap.xml");
    } finally {
      await lock.release();
    }
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("10");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.text()).toContain("Riprova tra qualche istante");
  });

  it("answers 200 again once the database answers", async () => {
    const res = await app.request("/chi-siamo");
    expect(res.status).toBe(200);
    expect((await app.request("/sitemap.xml")).status).toBe(200);
  });
});
