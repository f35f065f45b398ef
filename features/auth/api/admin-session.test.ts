import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client";
import { sessions } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { addAdmin, cookieOf, postJson, setCookies, tokenOf } from "./admin-session-fixtures";

const PASSWORD = "Password-Admin-2026";
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await addAdmin(handle.db, { username: "admin", password: PASSWORD });
  await addAdmin(handle.db, { username: "sospeso", password: PASSWORD, isActive: false });
});
afterAll(() => handle.close());

const login = (api: ReturnType<typeof createTestApi>, body: unknown, headers = {}) =>
  api.request("/admin/login", postJson(body, headers));
const me = (api: ReturnType<typeof createTestApi>, cookie?: string) =>
  api.request("/admin/me", { headers: cookie ? { Cookie: cookie } : {} });

describe("POST /api/admin/login", () => {
  it("signs in with a new HttpOnly SameSite=Lax session cookie and returns the user", async () => {
    const api = createTestApi(handle.db);
    const res = await login(api, { username: "admin", password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { user: Record<string, unknown> };
    expect(body.user).toEqual({
      id: expect.any(Number),
      username: "admin",
      name: "",
      email: "admin@scaligeradigital.example",
      role: "admin",
    });
    const [cookie] = setCookies(res);
    expect(cookie).toMatch(/^sd_admin_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("Max-Age=43200");
    expect(cookie).not.toContain("Secure");
  });

  it("ignores X-Forwarded-Proto unless TRUST_PROXY names the proxy", async () => {
    const api = createTestApi(handle.db);
    const res = await login(
      api,
      { username: "admin", password: PASSWORD },
      { "X-Forwarded-Proto": "https" },
    );
    const [cookie] = setCookies(res);
    expect(cookie).toMatch(/^sd_admin_session=/);
    expect(cookie).not.toContain("Secure");
  });

  it("uses the __Host- name and Secure behind a trusted HTTPS proxy", async () => {
    const api = createTestApi(handle.db, { TRUST_PROXY: "1" });
    const res = await login(
      api,
      { username: "admin", password: PASSWORD },
      { "X-Forwarded-Proto": "https" },
    );
    const [cookie] = setCookies(res);
    expect(cookie).toMatch(/^__Host-sd_admin_session=/);
    expect(cookie).toContain("Secure");
    expect((await me(api, cookieOf(res))).status).toBe(200);
  });

  it("gives a new session id at every login and ends the one the browser still had", async () => {
    const api = createTestApi(handle.db);
    const first = cookieOf(await login(api, { username: "admin", password: PASSWORD }));
    const second = cookieOf(
      await login(api, { username: "admin", password: PASSWORD }, { Cookie: first }),
    );
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    expect((await me(api, first)).status).toBe(401);
    expect((await me(api, second)).status).toBe(200);
  });

  it("answers 401 'Credenziali non valide' for a wrong password, an unknown or an inactive user", async () => {
    const api = createTestApi(handle.db);
    for (const body of [
      { username: "admin", password: "sbagliata" },
      { username: "nessuno", password: PASSWORD },
      { username: "sospeso", password: PASSWORD },
    ]) {
      const res = await login(api, body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Credenziali non valide" });
      expect(setCookies(res)).toEqual([]);
    }
  });

  it("validates the input with the Italian messages and refuses malformed JSON", async () => {
    const api = createTestApi(handle.db);
    const empty = await login(api, { username: "", password: "" });
    expect(empty.status).toBe(400);
    const body = (await empty.json()) as { message: string; issues: { message: string }[] };
    expect(body.message).toBe("Username o email richiesti");
    expect(body.issues.map((i) => i.message)).toEqual([
      "Username o email richiesti",
      "Password richiesta",
    ]);
    expect((await login(api, { username: "a".repeat(256), password: "x" })).status).toBe(400);
    expect((await login(api, { username: "admin", password: "x".repeat(257) })).status).toBe(400);

    const malformed = await login(api, "{ username: admin");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Richiesta non valida: JSON malformato" });
  });
});

describe("GET /api/admin/me and POST /api/admin/logout", () => {
  it("answers the user with a session and 401 without one", async () => {
    const api = createTestApi(handle.db);
    const noSession = await me(api);
    expect(noSession.status).toBe(401);
    expect(await noSession.json()).toEqual({
      message: "Sessione scaduta o non valida. Accedi di nuovo.",
    });
    const cookie = cookieOf(await login(api, { username: "admin", password: PASSWORD }));
    const res = await me(api, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(((await res.json()) as { user: { username: string } }).user.username).toBe("admin");
  });

  it("ends the session on the server: the old cookie no longer works", async () => {
    const api = createTestApi(handle.db);
    const cookie = cookieOf(await login(api, { username: "admin", password: PASSWORD }));
    const res = await api.request("/admin/logout", { method: "POST", headers: { Cookie: cookie } });
    expect(res.status).toBe(204);
    expect(setCookies(res)[0]).toMatch(/^sd_admin_session=; Max-Age=0;/);
    const idHash = createHash("sha256").update(tokenOf(cookie)).digest("hex");
    expect(await handle.db.select().from(sessions).where(eq(sessions.idHash, idHash))).toEqual([]);
    expect((await me(api, cookie)).status).toBe(401);
    expect((await api.request("/admin/dashboard", { headers: { Cookie: cookie } })).status).toBe(
      401,
    );
  });

  it("lets a session lapse after 2 idle hours or 12 hours in all", async () => {
    const api = createTestApi(handle.db);
    const cookie = cookieOf(await login(api, { username: "admin", password: PASSWORD }));
    const idHash = createHash("sha256").update(tokenOf(cookie)).digest("hex");
    const ago = (ms: number) => new Date(Date.now() - ms);
    const hour = 3_600_000;

    await handle.db
      .update(sessions)
      .set({ lastSeenAt: ago(hour) })
      .where(eq(sessions.idHash, idHash));
    expect((await me(api, cookie)).status).toBe(200);
    await handle.db
      .update(sessions)
      .set({ lastSeenAt: ago(2 * hour + 1000) })
      .where(eq(sessions.idHash, idHash));
    expect((await me(api, cookie)).status).toBe(401);

    const fresh = cookieOf(await login(api, { username: "admin", password: PASSWORD }));
    const freshHash = createHash("sha256").update(tokenOf(fresh)).digest("hex");
    await handle.db
      .update(sessions)
      .set({ createdAt: ago(12 * hour + 1000), lastSeenAt: ago(60_000) })
      .where(eq(sessions.idHash, freshHash));
    expect((await me(api, fresh)).status).toBe(401);
  });

  it("works the same with SESSION_SECRET (the stored id is then an HMAC)", async () => {
    const api = createTestApi(handle.db, { SESSION_SECRET: "una-chiave-segreta-abbastanza-lunga" });
    const cookie = cookieOf(await login(api, { username: "admin", password: PASSWORD }));
    expect((await me(api, cookie)).status).toBe(200);
    const plainHash = createHash("sha256").update(tokenOf(cookie)).digest("hex");
    expect(await handle.db.select().from(sessions).where(eq(sessions.idHash, plainHash))).toEqual(
      [],
    );
    // Without the secret the same cookie opens nothing.
    expect((await me(createTestApi(handle.db), cookie)).status).toBe(401);
  });
});
