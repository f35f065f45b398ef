import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client";
import { customerUsers } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { endAllSessions } from "../session.server";
import { addAdmin, addCustomer, cookieOf, postJson, setCookies } from "./admin-session-fixtures";

const PASSWORD = "Cliente2026!";
let handle: DatabaseHandle;
let customerId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  customerId = await addCustomer(handle.db, {
    email: "mario.rossi@example.com",
    password: PASSWORD,
  });
  await addCustomer(handle.db, {
    email: "sospeso@example.it",
    password: PASSWORD,
    isActive: false,
  });
  await addAdmin(handle.db, { username: "admin", password: "Password-Admin-2026" });
});
afterAll(() => handle.close());

const login = (api: ReturnType<typeof createTestApi>, body: unknown) =>
  api.request("/customer/login", postJson(body));
const profile = (api: ReturnType<typeof createTestApi>, cookie?: string) =>
  api.request("/customer/profile", { headers: cookie ? { Cookie: cookie } : {} });

describe("POST /api/customer/login", () => {
  it("signs the customer in (any e-mail case), records lastLogin and sets the cookie", async () => {
    const api = createTestApi(handle.db);
    const before = new Date();
    const res = await login(api, { email: " Mario.Rossi@Example.com ", password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      customer: {
        id: customerId,
        email: "mario.rossi@example.com",
        firstName: "Mario",
        lastName: "Rossi",
      },
    });
    const [cookie] = setCookies(res);
    expect(cookie).toMatch(
      /^sd_customer_session=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const [row] = await handle.db
      .select()
      .from(customerUsers)
      .where(eq(customerUsers.id, customerId));
    expect(row!.lastLogin!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    const again = cookieOf(
      await login(api, { email: "mario.rossi@example.com", password: PASSWORD }),
    );
    expect(again).not.toBe(cookieOf(res));
  });

  it("answers 401 'Credenziali non valide' for a wrong password or an unknown customer, deactivated or not", async () => {
    const api = createTestApi(handle.db);
    for (const body of [
      { email: "mario.rossi@example.com", password: "sbagliata" },
      { email: "nessuno@example.it", password: PASSWORD },
      { email: "sospeso@example.it", password: "sbagliata" },
    ]) {
      const res = await login(api, body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Credenziali non valide" });
    }
  });

  it("tells a deactivated customer with the right password how to reach support (403, no cookie)", async () => {
    const api = createTestApi(handle.db);
    const res = await login(api, { email: "sospeso@example.it", password: PASSWORD });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      message:
        "Il tuo account è disattivato. Per riattivarlo contatta l'assistenza: info@scaligeradigital.example oppure +39 045 000 1122.",
    });
    expect(setCookies(res)).toEqual([]);
  });

  it("validates with the Italian messages and refuses malformed JSON", async () => {
    const api = createTestApi(handle.db);
    const res = await login(api, { email: "non-una-email", password: "" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: { message: string }[] };
    expect(body.issues.map((i) => i.message)).toEqual(["Email non valida", "Password richiesta"]);
    const malformed = await login(api, "{");
    expect(malformed.status).toBe(400);
  });

  it("throttles failures of an account from one address with 429 and Retry-After", async () => {
    const api = createTestApi(handle.db);
    const wrong = () => login(api, { email: "mario.rossi@example.com", password: "no" });
    for (let i = 0; i < 5; i++) expect((await wrong()).status).toBe(401);
    const res = await login(api, { email: "MARIO.ROSSI@example.com", password: PASSWORD });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("1");
    expect(((await res.json()) as { message: string }).message).toBe(
      "Troppi tentativi di accesso. Riprova tra 1 secondo.",
    );
  });
});

describe("GET /api/customer/profile, logout and endAllSessions", () => {
  it("answers the own profile with a session, 401 without one or with only an admin session", async () => {
    const api = createTestApi(handle.db);
    expect((await profile(api)).status).toBe(401);
    const admin = cookieOf(
      await api.request(
        "/admin/login",
        postJson({ username: "admin", password: "Password-Admin-2026" }),
      ),
    );
    expect((await profile(api, admin)).status).toBe(401);

    const cookie = cookieOf(
      await login(api, { email: "mario.rossi@example.com", password: PASSWORD }),
    );
    const res = await profile(api, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({
      firstName: "Mario",
      lastName: "Rossi",
      email: "mario.rossi@example.com",
      companyName: "Rossi Serramenti S.r.l.",
      vatNumber: "IT09876543210",
      address: "Via Roma 1, 37012 Bussolengo (VR)",
      phone: "+39 045 123 4567",
    });
  });

  it("logout ends the session on the server", async () => {
    const api = createTestApi(handle.db);
    const cookie = cookieOf(
      await login(api, { email: "mario.rossi@example.com", password: PASSWORD }),
    );
    const res = await api.request("/customer/logout", {
      method: "POST",
      headers: { Cookie: cookie },
    });
    expect(res.status).toBe(204);
    expect(setCookies(res)[0]).toMatch(/^sd_customer_session=; Max-Age=0;/);
    expect((await profile(api, cookie)).status).toBe(401);
  });

  it("endAllSessions signs a customer out everywhere (deactivation, password change)", async () => {
    const api = createTestApi(handle.db);
    const a = cookieOf(await login(api, { email: "mario.rossi@example.com", password: PASSWORD }));
    const b = cookieOf(await login(api, { email: "mario.rossi@example.com", password: PASSWORD }));
    expect(await endAllSessions(handle.db, "customer", customerId)).toBeGreaterThanOrEqual(2);
    expect((await profile(api, a)).status).toBe(401);
    expect((await profile(api, b)).status).toBe(401);
  });
});
