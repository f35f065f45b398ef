import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#db/client";
import { addAdmin, cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";
import { createScratchDatabase, type ScratchDatabase } from "#tests/helpers/postgres";
import { createTestApp } from "#tests/helpers/test-app";
import { postgresContentChanges, type ContentChanges } from "#server/shared-state/content-changes";
import { createLogger } from "#server/logger";
import { redirects } from "./redirects.table";
import { purgeNotFound } from "./redirects.server";

/**
 * Redirects on two instances sharing one PostgreSQL (decisions 028, 062): each keeps the table
 * in memory, and a redirect written through one is answered by the other once the content
 * change reaches it (a notification, or the 2 s poll); hits from both land in the one row; the
 * 404 log's purge runs on one of them at a time. Two apps in this process, each with its own
 * pool and notification connection, as two processes would have. The database is made on
 * TEST_DATABASE_URL's server when set, else on the local PostgreSQL (`createScratchDatabase`).
 */
const PASSWORD = "Prova-Reindirizzamenti-2026";

describe("redirects on two instances of one PostgreSQL", () => {
  let database: ScratchDatabase;
  const handles: DatabaseHandle[] = [];
  const changes: ContentChanges[] = [];
  let a: ReturnType<typeof createTestApp>;
  let b: ReturnType<typeof createTestApp>;
  let cookie: string;

  beforeAll(async () => {
    database = await createScratchDatabase();
    const logger = createLogger({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    for (let i = 0; i < 2; i++) {
      const handle = await openDatabase({ url: database.url, onIdleError: () => {} });
      handles.push(handle);
      changes.push(
        await postgresContentChanges({ db: handle.db, url: database.url, logger, pollMs: 2_000 }),
      );
    }
    a = createTestApp(handles[0]!.db, {}, { contentChanges: changes[0] });
    b = createTestApp(handles[1]!.db, {}, { contentChanges: changes[1] });
    await addAdmin(handles[0]!.db, { username: "admin", password: PASSWORD });
    const login = await a.request(
      "/api/admin/login",
      postJson({ username: "admin", password: PASSWORD }),
    );
    expect(login.status).toBe(200);
    cookie = cookieOf(login);
  }, 120_000);

  afterAll(async () => {
    for (const change of changes) await change.close();
    for (const handle of handles) await handle.close();
    await database?.drop();
  });

  it("a redirect saved through A is answered by B, and both count its hits", async () => {
    // B reads its table now, before the redirect exists.
    expect((await b.request("/listino-2019")).status).not.toBe(301);
    const saved = await a.request("/api/admin/redirects", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({
        fromPath: "/listino-2019",
        targetKind: "url",
        target: "https://shop.example.it/listino",
        status: "301",
      }),
    });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: number };
    await expect
      .poll(async () => (await b.request("/listino-2019")).status, { timeout: 5_000 })
      .toBe(301);
    expect((await a.request("/listino-2019")).headers.get("location")).toBe(
      "https://shop.example.it/listino",
    );
    const hitsNow = async () =>
      (await handles[0]!.db.select().from(redirects).where(eq(redirects.id, id)))[0]?.hits ?? 0;
    const before = await hitsNow();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).request("/listino-2019")),
    );
    await expect.poll(hitsNow).toBe(before + 10);
  });

  it("the 404 log's purge may run on both instances at once", async () => {
    // One statement each: together they delete what one would, and neither fails.
    const deleted = await Promise.all(handles.map((handle) => purgeNotFound(handle.db, 0)));
    expect(deleted.every((count) => count >= 0)).toBe(true);
    expect(await purgeNotFound(handles[1]!.db, 0)).toBe(0);
  });
});
