import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import {
  addAdmin,
  addCustomer,
  cookieOf,
  postJson,
} from "#features/auth/api/admin-session-fixtures";

const PASSWORD = "Password-Admin-2026";
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await addAdmin(handle.db, { username: "admin", password: PASSWORD });
  await addAdmin(handle.db, { username: "redazione", password: "Redazione-2026" });
  await addCustomer(handle.db, { email: "mario.rossi@example.com", password: "Cliente2026!" });
});
afterAll(() => handle.close());

type Api = ReturnType<typeof createTestApi>;

const login = (api: Api, username: string, password: string) =>
  api.request("/admin/login", postJson({ username, password }));

const change = (api: Api, cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  api.request("/admin/credentials", {
    method: "PUT",
    headers: { "Content-Type": "application/json", Cookie: cookie, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const message = async (res: Response) => ((await res.json()) as { message: string }).message;

const valid = {
  username: "admin",
  newPassword: "Nuova-Password-2026",
  currentPassword: PASSWORD,
};

describe("PUT /api/admin/credentials: refusals", () => {
  it("answers 401 without a session, 403 to a customer and to a foreign Origin", async () => {
    const api = createTestApi(handle.db);
    const anonymous = await api.request("/admin/credentials", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(valid),
    });
    expect(anonymous.status).toBe(401);
    const customer = cookieOf(
      await api.request(
        "/customer/login",
        postJson({ email: "mario.rossi@example.com", password: "Cliente2026!" }),
      ),
    );
    expect((await change(api, customer, valid)).status).toBe(403);
    const admin = cookieOf(await login(api, "admin", PASSWORD));
    const foreign = await change(api, admin, valid, { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    // Nothing changed: the old password still opens a session.
    expect((await login(api, "admin", PASSWORD)).status).toBe(200);
  });

  it("answers 400 with the spec's messages and changes nothing", async () => {
    const api = createTestApi(handle.db);
    const admin = cookieOf(await login(api, "admin", PASSWORD));
    const cases: [unknown, string][] = [
      [{ ...valid, username: "  " }, "Username e password sono obbligatori"],
      [{ ...valid, newPassword: "" }, "Username e password sono obbligatori"],
      [{ currentPassword: PASSWORD }, "Username e password sono obbligatori"],
      [{ ...valid, newPassword: "12345" }, "La password deve avere almeno 12 caratteri"],
      [{ ...valid, newPassword: "Undici-2026" }, "La password deve avere almeno 12 caratteri"],
      [{ ...valid, username: "ad" }, "Username deve essere di almeno 3 caratteri"],
      [{ ...valid, username: "a".repeat(51) }, "Username può contenere al massimo 50 caratteri"],
      [{ ...valid, currentPassword: "" }, "Inserisci la password attuale"],
      [{ username: "admin", newPassword: "Nuova-Password-2026" }, "Inserisci la password attuale"],
    ];
    for (const [body, expected] of cases) {
      const res = await change(api, admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await message(res)).toBe(expected);
    }
    const malformed = await change(api, admin, '{"username": "admin",');
    expect(malformed.status).toBe(400);
    expect(await message(malformed)).toBe("Richiesta non valida: JSON malformato");
    expect((await api.request("/admin/me", { headers: { Cookie: admin } })).status).toBe(200);
    expect((await login(api, "admin", PASSWORD)).status).toBe(200);
  });

  it("refuses a wrong current password with 403 and keeps the old credentials", async () => {
    const api = createTestApi(handle.db);
    const admin = cookieOf(await login(api, "admin", PASSWORD));
    const res = await change(api, admin, { ...valid, currentPassword: "password-sbagliata" });
    expect(res.status).toBe(403);
    expect(await message(res)).toBe("Password attuale non corretta");
    expect((await login(api, "admin", "Nuova-Password-2026")).status).toBe(401);
    expect((await login(api, "admin", PASSWORD)).status).toBe(200);
    // The session was not touched.
    expect((await api.request("/admin/me", { headers: { Cookie: admin } })).status).toBe(200);
  });

  it("refuses a username another administrator has (409)", async () => {
    const api = createTestApi(handle.db);
    const admin = cookieOf(await login(api, "admin", PASSWORD));
    const res = await change(api, admin, { ...valid, username: "redazione" });
    expect(res.status).toBe(409);
    expect(await message(res)).toBe("Username già in uso da un altro amministratore");
    expect((await login(api, "admin", PASSWORD)).status).toBe(200);
  });

  it("throttles wrong current passwords like failed logins from this address (429 after 5)", async () => {
    const api = createTestApi(handle.db);
    const cookie = cookieOf(await login(api, "redazione", "Redazione-2026"));
    const wrong = {
      username: "redazione",
      newPassword: "Altra-Password-2026",
      currentPassword: "no",
    };
    for (let i = 0; i < 5; i++) expect((await change(api, cookie, wrong)).status).toBe(403);
    const locked = await change(api, cookie, { ...wrong, currentPassword: "Redazione-2026" });
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBeTruthy();
    // The login of that account from this address shares the same failures.
    expect((await login(api, "redazione", "Redazione-2026")).status).toBe(429);
    const fresh = createTestApi(handle.db);
    expect((await login(fresh, "redazione", "Altra-Password-2026")).status).toBe(401);
    expect((await login(fresh, "redazione", "Redazione-2026")).status).toBe(200);
  });
});

describe("PUT /api/admin/credentials: success", () => {
  it("changes the login, ends other sessions and renews this browser's session", async () => {
    const api = createTestApi(handle.db);
    const current = cookieOf(await login(api, "admin", PASSWORD));
    const otherBrowser = cookieOf(await login(api, "admin", PASSWORD));

    const res = await change(api, current, {
      username: "  titolare ",
      newPassword: "Nuova-Password-2026",
      currentPassword: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { user: { id: number; username: string } };
    expect(body.user).toMatchObject({ username: "titolare", role: "admin" });
    expect(Object.keys(body.user).sort()).toEqual(["email", "id", "name", "role", "username"]);
    const renewed = cookieOf(res);
    expect(renewed).toMatch(/^sd_admin_session=/);
    expect(renewed).not.toBe(current);

    // Every older session is over; the renewed cookie opens the panel as the new username.
    for (const old of [current, otherBrowser]) {
      expect((await api.request("/admin/me", { headers: { Cookie: old } })).status).toBe(401);
    }
    const me = await api.request("/admin/me", { headers: { Cookie: renewed } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { username: "titolare" } });

    // The old login fails, the new one works.
    expect((await login(api, "admin", PASSWORD)).status).toBe(401);
    expect((await login(api, "titolare", PASSWORD)).status).toBe(401);
    expect((await login(api, "titolare", "Nuova-Password-2026")).status).toBe(200);

    // Changing back works with the new current password.
    const back = await change(api, renewed, {
      username: "admin",
      newPassword: PASSWORD,
      currentPassword: "Nuova-Password-2026",
    });
    expect(back.status).toBe(200);
    expect((await login(api, "admin", PASSWORD)).status).toBe(200);
  });
});
