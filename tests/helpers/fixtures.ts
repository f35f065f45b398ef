import { test as base, expect } from "vitest";
import type { Database } from "#db/client";
import {
  addAdmin,
  addCustomer,
  cookieOf,
  postJson,
} from "#features/auth/api/admin-session-fixtures";
import { createTestApi } from "./test-api";
import { createTestDatabase } from "./test-db";

/**
 * The integration tests' shared setup as Vitest fixtures (`test.extend`), each made once per test
 * file, on first use, and closed after the file's last test:
 *
 * - `db`: a fresh migrated database (tests/helpers/test-db.ts: PGlite in memory, or a database
 *   of its own on TEST_DATABASE_URL's PostgreSQL, dropped at the end);
 * - `api`: the real /api app on it (tests/helpers/test-api.ts), its environment from `apiEnv`
 *   (override it with `test.override("apiEnv", {...})`), its mail worker counting `mailKicks`;
 * - `adminApi`: an admin ("admin") signed in through POST /admin/login;
 * - `customerApi`: a customer (CUSTOMER_EMAIL) signed in through POST /customer/login;
 * - `expectGuarded`: the admin routes' access check (401, 403 to a customer, foreign Origin).
 *
 * A test reads them by destructuring its context (`test("...", async ({ adminApi }) => ...)`);
 * a file whose module-level helpers need them calls `fileFixtures()` once.
 */
export const ADMIN_USERNAME = "admin";
export const ADMIN_PASSWORD = "Password-Admin-2026";
export const CUSTOMER_EMAIL = "guardia@example.it";
export const CUSTOMER_PASSWORD = "Cliente2026!";
/** The public site address the support desk tests give the API (links in mails). */
export const SITE_URL = "https://www.scaligeradigital.example";

export type TestApi = ReturnType<typeof createTestApi>;

/** Requests with a signed-in user's session cookie. */
export type SignedInApi = {
  /** The user's id. */
  id: number;
  /** "name=value" for a Cookie header. */
  cookie: string;
  /** api.request with the cookie added to `init`'s headers. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  /** A request whose `body` is sent as JSON (a string as it is). */
  call: (
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<Response>;
};

/** A call the admin routes must guard. */
export type GuardedCall = { method: string; path: string; body?: unknown };

function signedIn(api: TestApi, id: number, cookie: string): SignedInApi {
  const request = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("Cookie", cookie);
    return api.request(path, { ...init, headers });
  };
  return {
    id,
    cookie,
    request,
    call: (method, path, body, headers = {}) =>
      request(path, {
        method,
        headers: {
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          ...headers,
        },
        body: body === undefined || typeof body === "string" ? body : JSON.stringify(body),
      }),
  };
}

async function logIn(api: TestApi, path: string, credentials: Record<string, string>) {
  const res = await api.request(path, postJson(credentials));
  if (res.status !== 200) throw new Error(`${path} failed: ${res.status}`);
  return cookieOf(res);
}

export const test = base
  // Vitest reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  .extend("db", { scope: "file" }, async ({}, { onCleanup }): Promise<Database> => {
    const handle = await createTestDatabase();
    onCleanup(() => handle.close());
    return handle.db;
  })
  .extend("apiEnv", { scope: "file" }, {} as Record<string, string>)
  .extend("mailKicks", { scope: "file" }, () => ({ count: 0 }))
  .extend("api", { scope: "file" }, ({ db, apiEnv, mailKicks }) =>
    createTestApi(db, apiEnv, { mail: { kick: () => void mailKicks.count++ } }),
  )
  .extend("adminApi", { scope: "file" }, async ({ db, api }) => {
    const id = await addAdmin(db, { username: ADMIN_USERNAME, password: ADMIN_PASSWORD });
    const cookie = await logIn(api, "/admin/login", {
      username: ADMIN_USERNAME,
      password: ADMIN_PASSWORD,
    });
    return signedIn(api, id, cookie);
  })
  .extend("customerApi", { scope: "file" }, async ({ db, api }) => {
    const id = await addCustomer(db, { email: CUSTOMER_EMAIL, password: CUSTOMER_PASSWORD });
    const cookie = await logIn(api, "/customer/login", {
      email: CUSTOMER_EMAIL,
      password: CUSTOMER_PASSWORD,
    });
    return signedIn(api, id, cookie);
  })
  .extend("expectGuarded", { scope: "file" }, ({ api, adminApi, customerApi }) => {
    /**
     * Every call answers 401 without a session and 403 to a customer; writes from a foreign
     * Origin answer 403 even for the admin.
     */
    return async (calls: GuardedCall[]) => {
      for (const { method, path, body } of calls) {
        const init = (origin?: string): RequestInit => ({
          method,
          headers: {
            ...(origin ? { Origin: origin } : {}),
            ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        expect((await api.request(path, init())).status, `${method} ${path}`).toBe(401);
        const asCustomer = await customerApi.request(path, init());
        expect(asCustomer.status, `${method} ${path} (customer)`).toBe(403);
        expect(await asCustomer.json()).toEqual({
          message: "Accesso riservato agli amministratori",
        });
        if (method !== "GET") {
          const foreign = await adminApi.request(path, init("https://evil.example"));
          expect(foreign.status, `${method} ${path} (foreign Origin)`).toBe(403);
        }
      }
    };
  });

export type FileFixtures = {
  db: Database;
  api: TestApi;
  mailKicks: { count: number };
  adminApi: SignedInApi;
  customerApi: SignedInApi;
  expectGuarded: (calls: GuardedCall[]) => Promise<void>;
};

/**
 * The file's fixtures in one object, filled before its first test (admin and customer signed
 * in, in that order), for the module-level helpers of a test file. Call it at the top level.
 */
export function fileFixtures(): FileFixtures {
  const fixtures = {} as FileFixtures;
  test.beforeAll(({ db, api, mailKicks, adminApi, customerApi, expectGuarded }) => {
    Object.assign(fixtures, { db, api, mailKicks, adminApi, customerApi, expectGuarded });
  });
  return fixtures;
}
