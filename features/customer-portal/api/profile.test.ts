import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";
import { jsonRequest, PASSWORD, signedInAdmin, signedInCustomer, withCookie } from "./fixtures";

let handle: DatabaseHandle;
let api: ReturnType<typeof createTestApi>;
let mario: { id: number; cookie: string };

beforeAll(async () => {
  handle = await createTestDatabase();
  api = createTestApi(handle.db);
  mario = await signedInCustomer(handle.db, api, "mario@example.it");
});
afterAll(() => handle.close());

const patch = (body: unknown, cookie: string | null) =>
  api.request("/customer/profile", jsonRequest("PATCH", body, cookie));
const put = (body: unknown, cookie: string | null) =>
  api.request("/customer/password", jsonRequest("PUT", body, cookie));
const profile = (cookie: string) => api.request("/customer/profile", withCookie(cookie));
const login = (email: string, password: string) =>
  api.request("/customer/login", postJson({ email, password }));

describe("PATCH /api/customer/profile", () => {
  it("answers 401 without a session or with only an admin session", async () => {
    const admin = await signedInAdmin(handle.db, api);
    for (const cookie of [null, admin]) {
      expect((await patch({ firstName: "Mario", lastName: "Rossi" }, cookie)).status).toBe(401);
      expect((await put({ currentPassword: "x", newPassword: "y" }, cookie)).status).toBe(401);
    }
  });

  it("validates names with 'Nome richiesto' / 'Cognome richiesto'", async () => {
    const res = await patch({ firstName: "M", lastName: " " }, mario.cookie);
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toEqual([
      { path: "firstName", message: "Nome richiesto" },
      { path: "lastName", message: "Cognome richiesto" },
    ]);
  });

  it("updates the contact data; blanks become empty; the e-mail stays", async () => {
    const res = await patch(
      {
        firstName: " Mario ",
        lastName: "Rossi Bianchi",
        companyName: "Rossi Impianti S.r.l.",
        vatNumber: "",
        address: "Via Verdi 3, Verona",
        phone: "+39 045 111 2222",
        email: "altro@example.it",
      },
      mario.cookie,
    );
    expect(res.status).toBe(200);
    const expected = {
      firstName: "Mario",
      lastName: "Rossi Bianchi",
      email: "mario@example.it",
      companyName: "Rossi Impianti S.r.l.",
      vatNumber: null,
      address: "Via Verdi 3, Verona",
      phone: "+39 045 111 2222",
    };
    expect(await res.json()).toEqual(expected);
    expect(await (await profile(mario.cookie)).json()).toEqual(expected);
  });
});

describe("PUT /api/customer/password", () => {
  it("validates with Italian messages", async () => {
    const res = await put({ currentPassword: "", newPassword: "corta" }, mario.cookie);
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toEqual([
      { path: "currentPassword", message: "Inserisci la password attuale" },
      { path: "newPassword", message: "La password deve avere almeno 10 caratteri" },
    ]);
  });

  it("refuses a wrong current password with 400 and keeps the old one", async () => {
    const res = await put(
      { currentPassword: "Sbagliata-123", newPassword: "NuovaPassword-2026" },
      mario.cookie,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("La password attuale non è corretta");
    expect((await login("mario@example.it", PASSWORD)).status).toBe(200);
  });

  it("changes the password and ends the customer's other sessions only", async () => {
    const customer = await signedInCustomer(handle.db, api, "cambio@example.it");
    const other = cookieOf(await login("cambio@example.it", PASSWORD));
    const res = await put(
      { currentPassword: PASSWORD, newPassword: "NuovaPassword-2026" },
      customer.cookie,
    );
    expect(res.status).toBe(200);
    expect((await profile(customer.cookie)).status).toBe(200);
    expect((await profile(other)).status).toBe(401);
    expect((await login("cambio@example.it", PASSWORD)).status).toBe(401);
    expect((await login("cambio@example.it", "NuovaPassword-2026")).status).toBe(200);
  });
});
