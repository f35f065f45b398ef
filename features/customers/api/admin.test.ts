import { describe, expect, it } from "vitest";
import { fileFixtures } from "#tests/helpers/fixtures";
import { eq } from "drizzle-orm";
import { customerServices, customerUsers, sessions } from "#db/schema";
import { verifyPassword } from "#features/auth/password.server";
import { customerCookie, validationOf } from "./fixtures";

const kit = fileFixtures();

const NOT_FOUND = { message: "Cliente non trovato" };
let counter = 0;
const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Laura",
  lastName: "Ferrari",
  email: `laura.ferrari${++counter}@example.it`,
  passwordHash: "Ferrari-2026!",
  companyName: "Ferrari Arredamenti",
  vatNumber: "IT01234567890",
  address: "Via Mazzini 4, 37121 Verona (VR)",
  phone: "+39 045 111 2233",
  isActive: true,
  ...overrides,
});

async function createCustomer(overrides: Record<string, unknown> = {}) {
  const body = form(overrides);
  const res = await kit.adminApi.call("POST", "/admin/customers", body);
  expect(res.status).toBe(201);
  return { ...((await res.json()) as { id: number; email: string }), password: body.passwordHash };
}

const storedHash = async (id: number) =>
  (await kit.db.select().from(customerUsers).where(eq(customerUsers.id, id)))[0]!.passwordHash;
const sessionsOf = (id: number) => kit.db.select().from(sessions).where(eq(sessions.userId, id));
const profileStatus = async (cookie: string) =>
  (await kit.api.request("/customer/profile", { headers: { Cookie: cookie } })).status;

describe("access to /api/admin/customers", () => {
  it("needs an admin session, and writes need the site's origin", async () => {
    const { id } = await createCustomer();
    await kit.expectGuarded([
      { method: "GET", path: "/admin/customers" },
      { method: "POST", path: "/admin/customers", body: form() },
      { method: "PATCH", path: `/admin/customers/${id}`, body: { firstName: "Cambiato" } },
      { method: "DELETE", path: `/admin/customers/${id}` },
    ]);
    const [row] = await kit.db.select().from(customerUsers).where(eq(customerUsers.id, id));
    expect(row?.firstName).toBe("Laura");
  });
});

describe("POST /api/admin/customers", () => {
  it("stores an argon2id hash of the typed password and never returns it", async () => {
    const created = await createCustomer({ email: "  Nuovo.Cliente@Example.IT " });
    expect(created).toMatchObject({
      email: "nuovo.cliente@example.it",
      firstName: "Laura",
      companyName: "Ferrari Arredamenti",
      isActive: true,
      lastLogin: null,
    });
    expect(created).not.toHaveProperty("passwordHash");
    const hash = await storedHash(created.id);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, created.password)).toBe(true);
    // The customer can sign in with it.
    await customerCookie(kit.api, "nuovo.cliente@example.it", created.password);

    const { items: list } = (await (await kit.adminApi.call("GET", "/admin/customers")).json()) as {
      items: Record<string, unknown>[];
    };
    expect(list.find((c) => c.id === created.id)).toBeTruthy();
    for (const customer of list) expect(customer).not.toHaveProperty("passwordHash");
    expect(JSON.stringify(list)).not.toContain("$argon2");
  });

  it("stores blank optional fields as null", async () => {
    const created = await createCustomer({
      companyName: "",
      vatNumber: " ",
      address: null,
      phone: undefined,
    });
    expect(created).toMatchObject({
      companyName: null,
      vatNumber: null,
      address: null,
      phone: null,
    });
  });

  it("applies the spec's rules with Italian messages", async () => {
    const required = "Nome, Cognome ed Email sono campi obbligatori";
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: "" }, "firstName", required],
      [{ lastName: "  " }, "lastName", required],
      [{ email: "" }, "email", required],
      [{ firstName: undefined }, "firstName", required],
      [{ firstName: "L" }, "firstName", "Nome richiesto"],
      [{ lastName: "F" }, "lastName", "Cognome richiesto"],
      [{ email: "laura@" }, "email", "Email non valida"],
      [
        { sendAccessLink: false, passwordHash: "" },
        "passwordHash",
        "La password è obbligatoria per i nuovi clienti",
      ],
      [
        { sendAccessLink: false, passwordHash: undefined },
        "passwordHash",
        "La password è obbligatoria per i nuovi clienti",
      ],
      [
        { sendAccessLink: "sì" },
        "sendAccessLink",
        "Scegli se inviare il link o impostare la password",
      ],
      [{ passwordHash: "corta" }, "passwordHash", "La password deve avere almeno 10 caratteri"],
      [{ passwordHash: "Nove-2026" }, "passwordHash", "La password deve avere almeno 10 caratteri"],
    ];
    for (const [change, field, message] of cases) {
      const { fields } = await validationOf(
        await kit.adminApi.call("POST", "/admin/customers", form(change)),
      );
      expect(fields[field], JSON.stringify(change)).toBe(message);
    }
    const empty = await validationOf(await kit.adminApi.call("POST", "/admin/customers", {}));
    expect(empty.message).toBe(required);
  });

  it("refuses an e-mail already used (409), whatever its case", async () => {
    const first = await createCustomer();
    const res = await kit.adminApi.call(
      "POST",
      "/admin/customers",
      form({ email: first.email.toUpperCase() }),
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "Esiste già un cliente con questa email" });
  });

  it("answers 400 to malformed JSON", async () => {
    const res = await kit.adminApi.call("POST", "/admin/customers", "{");
    expect(res.status).toBe(400);
  });
});

describe("PATCH /api/admin/customers/:id", () => {
  it("keeps the old password when the field is blank, and the sessions too", async () => {
    const created = await createCustomer();
    const hash = await storedHash(created.id);
    const cookie = await customerCookie(kit.api, created.email, created.password);
    const res = await kit.adminApi.call("PATCH", `/admin/customers/${created.id}`, {
      ...form({ email: created.email, passwordHash: "" }),
      firstName: "Laura Maria",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: created.id, firstName: "Laura Maria" });
    expect(await storedHash(created.id)).toBe(hash);
    const nullPassword = await kit.adminApi.call("PATCH", `/admin/customers/${created.id}`, {
      passwordHash: null,
    });
    expect(nullPassword.status).toBe(200);
    expect(await storedHash(created.id)).toBe(hash);
    expect(await profileStatus(cookie)).toBe(200);
  });

  it("hashes a new password and ends the customer's sessions", async () => {
    const created = await createCustomer();
    const cookie = await customerCookie(kit.api, created.email, created.password);
    const res = await kit.adminApi.call("PATCH", `/admin/customers/${created.id}`, {
      passwordHash: "Nuova-Password-2026",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).not.toHaveProperty("passwordHash");
    expect(await verifyPassword(await storedHash(created.id), "Nuova-Password-2026")).toBe(true);
    expect(await sessionsOf(created.id)).toHaveLength(0);
    expect(await profileStatus(cookie)).toBe(401);
  });

  it("deactivating a customer ends their sessions; login is refused", async () => {
    const created = await createCustomer();
    const cookie = await customerCookie(kit.api, created.email, created.password);
    expect(await sessionsOf(created.id)).toHaveLength(1);
    const res = await kit.adminApi.call("PATCH", `/admin/customers/${created.id}`, {
      isActive: false,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ isActive: false, firstName: "Laura" });
    expect(await sessionsOf(created.id)).toHaveLength(0);
    expect(await profileStatus(cookie)).toBe(401);
    const login = await kit.api.request("/customer/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: created.email, password: created.password }),
    });
    // The right password of a deactivated account: refused, with the way to support (403).
    expect(login.status).toBe(403);
    expect(((await login.json()) as { message: string }).message).toMatch(
      /^Il tuo account è disattivato/,
    );
  });

  it("validates the fields sent; a short new password is refused", async () => {
    const created = await createCustomer();
    const path = `/admin/customers/${created.id}`;
    const short = await validationOf(
      await kit.adminApi.call("PATCH", path, { passwordHash: "corta" }),
    );
    expect(short.fields.passwordHash).toBe("La password deve avere almeno 10 caratteri");
    const name = await validationOf(await kit.adminApi.call("PATCH", path, { lastName: "" }));
    expect(name.message).toBe("Nome, Cognome ed Email sono campi obbligatori");
    const email = await validationOf(
      await kit.adminApi.call("PATCH", path, { email: "non-valida" }),
    );
    expect(email.message).toBe("Email non valida");
    expect((await kit.adminApi.call("PATCH", path, "nope")).status).toBe(400);
  });

  it("refuses another customer's e-mail (409) and changes nothing", async () => {
    const first = await createCustomer();
    const second = await createCustomer();
    const res = await kit.adminApi.call("PATCH", `/admin/customers/${second.id}`, {
      email: first.email,
      firstName: "Altro",
    });
    expect(res.status).toBe(409);
    const [row] = await kit.db.select().from(customerUsers).where(eq(customerUsers.id, second.id));
    expect(row).toMatchObject({ email: second.email, firstName: "Laura" });
    // Its own e-mail is fine.
    const same = await kit.adminApi.call("PATCH", `/admin/customers/${second.id}`, {
      email: second.email,
    });
    expect(same.status).toBe(200);
  });

  it("answers 404 for unknown and non-numeric ids", async () => {
    for (const id of ["999999", "abc", "0", "-1", "99999999999"]) {
      const res = await kit.adminApi.call("PATCH", `/admin/customers/${id}`, {
        firstName: "Nessuno",
      });
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    }
  });
});

describe("DELETE /api/admin/customers/:id", () => {
  it("deletes the customer with their services and ends their sessions", async () => {
    const created = await createCustomer();
    const cookie = await customerCookie(kit.api, created.email, created.password);
    await kit.db.insert(customerServices).values({
      customerId: created.id,
      serviceName: "Hosting",
      startDate: new Date("2026-01-01T12:00:00Z"),
      expiryDate: new Date("2027-01-01T12:00:00Z"),
    });
    const res = await kit.adminApi.call("DELETE", `/admin/customers/${created.id}`);
    expect(res.status).toBe(204);
    expect(await sessionsOf(created.id)).toHaveLength(0);
    expect(await profileStatus(cookie)).toBe(401);
    const services = await kit.db
      .select()
      .from(customerServices)
      .where(eq(customerServices.customerId, created.id));
    expect(services).toHaveLength(0);
    const again = await kit.adminApi.call("DELETE", `/admin/customers/${created.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual(NOT_FOUND);
    expect((await kit.adminApi.call("DELETE", "/admin/customers/xyz")).status).toBe(404);
  });
});

describe("GET /api/admin/customers/options/:id and the search the type-ahead reads", () => {
  it("gives one customer's picker fields; 404 for unknown and non-numeric ids", async () => {
    const { id, email } = await createCustomer({ firstName: "Ottavia", lastName: "Zanetti" });
    const res = await kit.adminApi.request(`/admin/customers/options/${id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id,
      firstName: "Ottavia",
      lastName: "Zanetti",
      companyName: "Ferrari Arredamenti",
      email,
      isActive: true,
    });
    for (const bad of ["999999", "abc", "0"]) {
      const missing = await kit.adminApi.request(`/admin/customers/options/${bad}`);
      expect(missing.status, bad).toBe(404);
      expect(await missing.json()).toEqual(NOT_FOUND);
    }
    await kit.expectGuarded([{ method: "GET", path: `/admin/customers/options/${id}` }]);
  });

  it("finds customers by name, e-mail or company through GET /?q=", async () => {
    const { id } = await createCustomer({
      firstName: "Ermenegildo",
      lastName: "Quaglia",
      companyName: "Cantina Valpolicella Unica",
    });
    for (const q of ["ermenegildo", "QUAGLIA", "valpolicella unica", "ermenegildo quaglia"]) {
      const res = await kit.adminApi.request(`/admin/customers?q=${encodeURIComponent(q)}`);
      const page = (await res.json()) as { items: { id: number }[]; total: number };
      expect(
        page.items.map((item) => item.id),
        q,
      ).toEqual([id]);
      expect(page.total).toBe(1);
    }
  });
});
