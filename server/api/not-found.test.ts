import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { createTestApp } from "#tests/helpers/test-app";
import { addAdmin, cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";

/**
 * Issue point 11: an /api path that no route serves answers JSON 404, also when /api is mounted
 * in the whole app (where api.notFound is never called and the pages' catch-all would answer).
 */

let handle: DatabaseHandle;
let admin: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  await addAdmin(handle.db, { username: "admin", password: "Password-Admin-2026" });
  admin = cookieOf(
    await createTestApi(handle.db).request(
      "/admin/login",
      postJson({ username: "admin", password: "Password-Admin-2026" }),
    ),
  );
});
afterAll(() => handle.close());

const NOT_FOUND = { message: "Risorsa non trovata" };

describe("unknown /api paths", () => {
  it("answer JSON 404 through the whole app", async () => {
    const app = createTestApp(handle.db);
    for (const [method, path] of [
      ["GET", "/api/non-esiste"],
      ["GET", "/api/blog/uno/due"],
      ["POST", "/api/blog"],
      ["DELETE", "/api/contact"],
      ["GET", "/api"],
    ] as const) {
      const res = await app.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual(NOT_FOUND);
    }
  });

  it("answer JSON 404 behind a session once the session is valid", async () => {
    const app = createTestApp(handle.db);
    const anonymous = await app.request("/api/admin/non-esiste");
    expect(anonymous.status).toBe(401);
    const res = await app.request("/api/admin/non-esiste", { headers: { Cookie: admin } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(NOT_FOUND);
  });

  it("answer JSON 404 from the API alone, as the other tests call it", async () => {
    const res = await createTestApi(handle.db).request("/non-esiste");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(NOT_FOUND);
  });

  it("leave the routes' own answers alone", async () => {
    const app = createTestApp(handle.db);
    const post = await app.request("/api/blog/articolo-che-non-esiste");
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ message: "Post not found" });
    expect((await app.request("/api/blog")).status).toBe(200);
  });
});
