import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { addAdmin, addCustomer, cookieOf, postJson } from "./admin-session-fixtures";
import { outbox } from "#features/customer-portal/api/fixtures";

/**
 * One password policy on every route where somebody chooses a password (issue point 10):
 * admin credentials, the customer's own change, the reset link and the customers the admin
 * creates or edits. The login never applies it.
 */
const ADMIN_PASSWORD = "Password-Admin-2026";
const CUSTOMER_PASSWORD = "Cliente2026!";
const COMMON = "Questa password è troppo comune: scegline una meno prevedibile";
let handle: DatabaseHandle;
let api: ReturnType<typeof createTestApi>;
let admin: string;
let customer: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  api = createTestApi(handle.db, { PUBLIC_SITE_URL: "https://www.scaligeradigital.example" });
  await addAdmin(handle.db, { username: "admin", password: ADMIN_PASSWORD });
  await addCustomer(handle.db, { email: "mario@example.it", password: CUSTOMER_PASSWORD });
  admin = cookieOf(
    await api.request("/admin/login", postJson({ username: "admin", password: ADMIN_PASSWORD })),
  );
  customer = cookieOf(
    await api.request(
      "/customer/login",
      postJson({ email: "mario@example.it", password: CUSTOMER_PASSWORD }),
    ),
  );
});
afterAll(() => handle.close());

const send = (method: string, path: string, cookie: string | null, body: unknown) =>
  api.request(path, {
    method,
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });

/** The 400 answer's issue for `field`, or the status when it is not a 400. */
async function refusal(res: Response, field: string) {
  if (res.status !== 400) return `status ${res.status}`;
  const body = (await res.json()) as { issues: { path: string; message: string }[] };
  return body.issues.find((issue) => issue.path === field)?.message;
}

describe("admin credentials: 12 characters, no common password", () => {
  const change = (newPassword: string) =>
    send("PUT", "/admin/credentials", admin, {
      username: "admin",
      newPassword,
      currentPassword: ADMIN_PASSWORD,
    });

  it("refuses the issue's examples and long common passwords in any case", async () => {
    for (const weak of ["password", "12345678", "admin123"]) {
      expect(await refusal(await change(weak), "newPassword"), weak).toBe(
        "La password deve avere almeno 12 caratteri",
      );
    }
    for (const common of ["administrator", "QWERTY123456", "Qazwsxedcrfv"]) {
      expect(await refusal(await change(common), "newPassword"), common).toBe(COMMON);
    }
    // Nothing changed: the old password still signs in.
    const login = await api.request(
      "/admin/login",
      postJson({ username: "admin", password: ADMIN_PASSWORD }),
    );
    expect(login.status).toBe(200);
  });
});

describe("customer password change: 10 characters, no common password", () => {
  const change = (newPassword: string) =>
    send("PUT", "/customer/password", customer, {
      currentPassword: CUSTOMER_PASSWORD,
      newPassword,
    });

  it("refuses short and common passwords", async () => {
    expect(await refusal(await change("Nove-2026"), "newPassword")).toBe(
      "La password deve avere almeno 10 caratteri",
    );
    for (const common of ["1234567890", "Basketball", "PASSWORD123"]) {
      expect(await refusal(await change(common), "newPassword"), common).toBe(COMMON);
    }
  });
});

describe("password reset: the same customer rule", () => {
  it("refuses a common password and leaves the link usable", async () => {
    await addCustomer(handle.db, { email: "reset@example.it", password: CUSTOMER_PASSWORD });
    const forgot = await api.request(
      "/customer-password/forgot",
      postJson({ email: "reset@example.it" }),
    );
    expect(forgot.status).toBe(202);
    const [mail] = await outbox(handle.db);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    const reset = (newPassword: string) =>
      send("POST", "/customer-password/reset", null, { token, newPassword });
    expect(await refusal(await reset("qwertyuiop"), "newPassword")).toBe(COMMON);
    expect(await refusal(await reset("Corta-26"), "newPassword")).toBe(
      "La password deve avere almeno 10 caratteri",
    );
    expect((await reset("Vendemmia-2026!")).status).toBe(200);
  });
});

describe("customers created or edited by the admin", () => {
  const form = {
    firstName: "Laura",
    lastName: "Ferrari",
    email: "laura@example.it",
    isActive: true,
  };

  it("refuses common passwords on create and on edit; a blank edit keeps the old one", async () => {
    const created = await send("POST", "/admin/customers", admin, {
      ...form,
      passwordHash: "Q1w2e3r4t5",
    });
    expect(await refusal(created, "passwordHash")).toBe(COMMON);
    const ok = await send("POST", "/admin/customers", admin, {
      ...form,
      passwordHash: "Ferrari-Arredi-2026",
    });
    expect(ok.status).toBe(201);
    const { id } = (await ok.json()) as { id: number };
    const edited = await send("PATCH", `/admin/customers/${id}`, admin, {
      passwordHash: "1q2w3e4r5t",
    });
    expect(await refusal(edited, "passwordHash")).toBe(COMMON);
    expect(
      (await send("PATCH", `/admin/customers/${id}`, admin, { passwordHash: "" })).status,
    ).toBe(200);
  });
});

describe("the login never applies the policy", () => {
  it("still signs in customers and admins whose passwords predate it", async () => {
    await addCustomer(handle.db, { email: "storico@example.it", password: "password" });
    await addAdmin(handle.db, { username: "storico", password: "admin123" });
    const fresh = createTestApi(handle.db);
    const customerLogin = await fresh.request(
      "/customer/login",
      postJson({ email: "storico@example.it", password: "password" }),
    );
    expect(customerLogin.status).toBe(200);
    const adminLogin = await fresh.request(
      "/admin/login",
      postJson({ username: "storico", password: "admin123" }),
    );
    expect(adminLogin.status).toBe(200);
  });
});
