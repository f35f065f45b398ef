import { expect } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import {
  addAdmin,
  addCustomer,
  cookieOf,
  postJson,
} from "#features/auth/api/admin-session-fixtures";

/** Test setup of the customer, service template and service assignment routes. */
export type AdminTestKit = {
  handle: DatabaseHandle;
  api: ReturnType<typeof createTestApi>;
  /** Cookie header of a signed-in admin. */
  admin: string;
  /** Cookie header of a signed-in customer (for the 403 checks). */
  customer: string;
  customerId: number;
  /** A request as the admin; `body` is sent as JSON (a string is sent as it is). */
  call: (
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<Response>;
};

export const CUSTOMER_PASSWORD = "Cliente2026!";

export async function createAdminTestKit(): Promise<AdminTestKit> {
  const handle = await createTestDatabase();
  await addAdmin(handle.db, { username: "admin", password: "Password-Admin-2026" });
  const customerId = await addCustomer(handle.db, {
    email: "guardia@example.it",
    password: CUSTOMER_PASSWORD,
  });
  const api = createTestApi(handle.db);
  const admin = cookieOf(
    await api.request(
      "/admin/login",
      postJson({ username: "admin", password: "Password-Admin-2026" }),
    ),
  );
  const customer = await customerCookie(api, "guardia@example.it");
  const call: AdminTestKit["call"] = async (method, path, body, headers = {}) =>
    api.request(path, {
      method,
      headers: {
        Cookie: admin,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  return { handle, api, admin, customer, customerId, call };
}

/** Signs a customer in and returns their cookie header. */
export async function customerCookie(
  api: ReturnType<typeof createTestApi>,
  email: string,
  password = CUSTOMER_PASSWORD,
): Promise<string> {
  const res = await api.request("/customer/login", postJson({ email, password }));
  expect(res.status).toBe(200);
  return cookieOf(res);
}

/**
 * Every call answers 401 without a session and 403 to a customer; writes from a foreign Origin
 * answer 403 even for the admin.
 */
export async function expectGuarded(
  kit: AdminTestKit,
  calls: { method: string; path: string; body?: unknown }[],
) {
  for (const { method, path, body } of calls) {
    const init = (cookie?: string, origin?: string): RequestInit => ({
      method,
      headers: {
        ...(cookie ? { Cookie: cookie } : {}),
        ...(origin ? { Origin: origin } : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect((await kit.api.request(path, init())).status, `${method} ${path}`).toBe(401);
    const asCustomer = await kit.api.request(path, init(kit.customer));
    expect(asCustomer.status, `${method} ${path} (customer)`).toBe(403);
    expect(await asCustomer.json()).toEqual({ message: "Accesso riservato agli amministratori" });
    if (method !== "GET") {
      const foreign = await kit.api.request(path, init(kit.admin, "https://evil.example"));
      expect(foreign.status, `${method} ${path} (foreign Origin)`).toBe(403);
    }
  }
}

/** The first message and the messages per field of a 400 answer. */
export async function validationOf(res: Response) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as {
    message: string;
    issues: { path: string; message: string }[];
  };
  return {
    message: body.message,
    fields: Object.fromEntries([...body.issues].reverse().map((i) => [i.path, i.message])),
  };
}
