import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { fromAddress } from "#tests/helpers/client-address";
import {
  addAdmin,
  addCustomer,
  cookieOf,
  postJson,
  setCookies,
} from "#features/auth/api/admin-session-fixtures";
import { accountProtectedMessage } from "#features/auth/auth-messages";
import { createRateLimitStore, rateLimitRules, type RateLimitStore } from "./rate-limit";

/**
 * Login throttling end to end (decision 007): the real API on a real database, requests sent
 * "from" chosen addresses, bursts sent at the same moment with Promise.all.
 */
const ADMIN_PASSWORD = "Password-Admin-2026";
const CUSTOMER = { email: "mario.rossi@example.com", password: "Cliente2026!" };
const ATTACKER = "198.51.100.66";
const OWNER = "203.0.113.5";
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await addAdmin(handle.db, { username: "admin", password: ADMIN_PASSWORD });
  await addCustomer(handle.db, CUSTOMER);
});
afterAll(() => handle.close());

type Api = ReturnType<typeof createTestApi>;

const adminLogin = (api: Api, password: string, address: string, username = "admin") =>
  api.request("/admin/login", postJson({ username, password }), fromAddress(address));
const customerLogin = (api: Api, password: string, address: string) =>
  api.request(
    "/customer/login",
    postJson({ email: CUSTOMER.email, password }),
    fromAddress(address),
  );
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

/** An API whose throttle runs on a clock the test moves. */
function clocked(start = 1_000_000) {
  const clock = { now: start };
  const store = createRateLimitStore({ now: () => clock.now });
  return { clock, store, api: createTestApi(handle.db, {}, { rateLimits: store }) };
}

const pairFailures = async (store: RateLimitStore, address: string, account = "admin") =>
  (await store.read(rateLimitRules.adminLoginPair, `${address} ${account}`))?.count ?? 0;

describe("a burst of simultaneous attempts is counted before any password is checked", () => {
  it("admin: 60 guesses at once from one address get at most 5 checks; the right password sent last is refused", async () => {
    const api = createTestApi(handle.db);
    const guesses = Array.from({ length: 59 }, (_, i) => `sbagliata-${i}`);
    const answers = await Promise.all(
      [...guesses, ADMIN_PASSWORD].map((password) => adminLogin(api, password, ATTACKER)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(55);
    expect(statuses.at(-1)).toBe(429);
    const refused = answers.at(-1)!;
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(await messageOf(refused)).toBe("Troppi tentativi di accesso. Riprova tra 1 secondo.");
  });

  it("customer: the same holds for the customer login", async () => {
    const api = createTestApi(handle.db);
    const answers = await Promise.all([
      ...Array.from({ length: 40 }, () => customerLogin(api, "sbagliata", ATTACKER)),
      customerLogin(api, CUSTOMER.password, ATTACKER),
    ]);
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(5);
    expect(statuses.at(-1)).toBe(429);
  });

  it("one address guessing many accounts at once gets at most 30 checks in 15 minutes", async () => {
    const api = createTestApi(handle.db);
    const answers = await Promise.all(
      Array.from({ length: 45 }, (_, i) => adminLogin(api, "x", ATTACKER, `utente${i}`)),
    );
    expect(answers.filter((r) => r.status === 401)).toHaveLength(30);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(15);
    expect(Number(refused[0]!.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(await messageOf(refused[0]!)).toBe(
      "Troppi tentativi di accesso. Riprova tra 15 minuti.",
    );
  });

  it("wrong current passwords sent at once to PUT /admin/credentials share the login's budget", async () => {
    const api = createTestApi(handle.db);
    const cookie = cookieOf(await adminLogin(api, ADMIN_PASSWORD, OWNER));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.request(
          "/admin/credentials",
          {
            method: "PUT",
            headers: { "Content-Type": "application/json", Cookie: cookie },
            body: JSON.stringify({
              username: "admin",
              newPassword: "Una-Password-Nuova-2026",
              currentPassword: "sbagliata",
            }),
          },
          fromAddress(OWNER),
        ),
      ),
    );
    expect(answers.filter((r) => r.status === 403)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(15);
    // The login from this address waits too; from another address it does not.
    expect((await adminLogin(api, ADMIN_PASSWORD, OWNER)).status).toBe(429);
    expect((await adminLogin(api, ADMIN_PASSWORD, "203.0.113.77")).status).toBe(200);
  });
});

describe("failures cannot lock the owner out of their account", () => {
  it("10 wrong passwords from anywhere do not stop the right one from another address", async () => {
    const api = createTestApi(handle.db);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await adminLogin(api, "no", ATTACKER)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    for (let i = 0; i < 10; i++) {
      expect((await adminLogin(api, "no", `192.0.2.${100 + i}`)).status).toBe(401);
    }
    expect((await adminLogin(api, ADMIN_PASSWORD, OWNER)).status).toBe(200);
    // The attacker's own address still waits, even with the right password.
    expect((await adminLogin(api, ADMIN_PASSWORD, ATTACKER)).status).toBe(429);
  });

  it("failures from many addresses slow down the addresses that failed, never a new one", async () => {
    const api = createTestApi(handle.db);
    const botnet = Array.from({ length: 25 }, (_, i) => `192.0.2.${i + 1}`);
    const first = await Promise.all(botnet.map((address) => customerLogin(api, "x", address)));
    expect(first.every((r) => r.status === 401)).toBe(true);
    // 25 failures on the account: each failing address now waits, but only up to 30 s.
    const again = await customerLogin(api, "y", botnet[0]!);
    expect(again.status).toBe(429);
    const wait = Number(again.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(20);
    expect(wait).toBeLessThanOrEqual(30);
    expect(await messageOf(again)).toMatch(
      /^Troppi tentativi di accesso\. Riprova tra \d+ secondi\.$/,
    );
    // The owner, from an address that never failed, signs in at once (IPv6 too).
    expect((await customerLogin(api, CUSTOMER.password, OWNER)).status).toBe(200);
    expect((await customerLogin(api, CUSTOMER.password, "2001:db8:1:2::5")).status).toBe(200);
  });

  it("the delays of one address grow 1 s, 2 s, 4 s ... up to 15 minutes, and a success clears them", async () => {
    const { clock, store, api } = clocked();
    for (let i = 0; i < 5; i++) expect((await adminLogin(api, "no", ATTACKER)).status).toBe(401);
    const waits: number[] = [];
    for (let failures = 5; failures < 16; failures++) {
      const refused = await adminLogin(api, ADMIN_PASSWORD, ATTACKER);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("retry-after"));
      waits.push(wait);
      clock.now += wait * 1000 - 1;
      expect((await adminLogin(api, ADMIN_PASSWORD, ATTACKER)).status).toBe(429);
      clock.now += 1;
      expect((await adminLogin(api, "no", ATTACKER)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
    const capped = await adminLogin(api, ADMIN_PASSWORD, ATTACKER);
    expect(await messageOf(capped)).toBe("Troppi tentativi di accesso. Riprova tra 15 minuti.");
    expect(await pairFailures(store, ATTACKER)).toBe(16);

    clock.now += 15 * 60_000;
    expect((await adminLogin(api, ADMIN_PASSWORD, ATTACKER)).status).toBe(200);
    expect(await pairFailures(store, ATTACKER)).toBe(0);
    expect((await adminLogin(api, "no", ATTACKER)).status).toBe(401);
  });

  it("failures are forgotten an hour after the latest one", async () => {
    const { clock, api } = clocked();
    for (let i = 0; i < 5; i++) await adminLogin(api, "no", ATTACKER);
    expect((await adminLogin(api, ADMIN_PASSWORD, ATTACKER)).status).toBe(429);
    clock.now += 60 * 60_000;
    for (let i = 0; i < 5; i++) expect((await adminLogin(api, "no", ATTACKER)).status).toBe(401);
  });
});

describe("the account's budget of failed logins, and device cookies (decision 042)", () => {
  /** The device cookie ("name=value") a successful sign-in set. */
  const deviceCookieOf = (res: Response, kind: "admin" | "customer") => {
    const cookie = setCookies(res).find((c) => c.startsWith(`sd_${kind}_device=`));
    expect(cookie).toMatch(
      /^sd_\w+_device=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    return cookie!.split(";")[0]!;
  };

  it("customer: 110 addresses get 100 checks an hour; then only a device that signed in before", async () => {
    const { clock, api } = clocked();
    const email = "bersaglio@example.it";
    await addCustomer(handle.db, { email, password: CUSTOMER.password });
    const login = (password: string, address: string, cookie?: string) =>
      api.request(
        "/customer/login",
        postJson({ email, password }, cookie ? { Cookie: cookie } : {}),
        fromAddress(address),
      );
    const device = deviceCookieOf(await login(CUSTOMER.password, OWNER), "customer");

    const botnet = Array.from({ length: 110 }, (_, i) => `10.7.${i >> 8}.${i & 255}`);
    const answers = await Promise.all(botnet.map((address) => login("sbagliata", address)));
    expect(answers.filter((r) => r.status === 401)).toHaveLength(100);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(10);
    expect(await messageOf(refused[0]!)).toBe(accountProtectedMessage.customer);
    expect(Number(refused[0]!.headers.get("retry-after"))).toBe(3600);

    // A new device is refused even with the right password; the owner's device, from anywhere, is not.
    expect((await login(CUSTOMER.password, "203.0.113.200")).status).toBe(429);
    expect((await login(CUSTOMER.password, "203.0.113.201", device)).status).toBe(200);
    clock.now += 60 * 60_000;
    expect((await login(CUSTOMER.password, "203.0.113.200")).status).toBe(200);
  });

  it("admin: the same, whether the device signed in by username or e-mail; another account's device is new", async () => {
    const { store, api } = clocked();
    await addAdmin(handle.db, { username: "tecnico", password: ADMIN_PASSWORD });
    const login = (username: string, cookie?: string) =>
      api.request(
        "/admin/login",
        postJson({ username, password: ADMIN_PASSWORD }, cookie ? { Cookie: cookie } : {}),
        fromAddress("203.0.113.9"),
      );
    const device = deviceCookieOf(await login("Tecnico@ScaligeraDigital.example"), "admin");
    const otherDevice = deviceCookieOf(await login("admin"), "admin");
    for (let i = 0; i < 100; i++) await store.hit(rateLimitRules.adminLoginBudget, "tecnico");
    const refused = await login("tecnico", otherDevice);
    expect(refused.status).toBe(429);
    expect(await messageOf(refused)).toBe(accountProtectedMessage.admin);
    expect((await login("tecnico", device)).status).toBe(200);
  });

  it("a device of the account has a budget of its own: a stolen device cookie is no master key", async () => {
    const api = createTestApi(handle.db);
    const first = await customerLogin(api, CUSTOMER.password, OWNER);
    const device = deviceCookieOf(first, "customer");
    // 25 addresses with the owner's cookie, one wrong password each: 20 checks.
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        api.request(
          "/customer/login",
          postJson({ email: CUSTOMER.email, password: "sbagliata" }, { Cookie: device }),
          fromAddress(`10.9.0.${i + 1}`),
        ),
      ),
    );
    expect(answers.filter((r) => r.status === 401)).toHaveLength(20);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(5);
  });

  it("counts IPv6 by /48 as well as /64: the /64s of one /48 share 60 failures in 15 minutes", async () => {
    const api = createTestApi(handle.db);
    const answers = await Promise.all(
      Array.from({ length: 63 }, (_, i) =>
        adminLogin(api, "x", `2001:db8:5:${i % 3}::${i + 1}`, `utente-v6-${i}`),
      ),
    );
    expect(answers.filter((r) => r.status === 401)).toHaveLength(60);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(3);
  });
});

describe("the throttle's memory under a flood of other keys", () => {
  it("keeps the counters of an account under attack while thousands of other keys come and go", async () => {
    // The clock stands still, so the attacker's 1 s wait cannot run out during the flood.
    const small = createRateLimitStore({ now: () => 1_000_000, maxEntries: 300 });
    const flooded = createTestApi(handle.db, {}, { rateLimits: small });
    for (let i = 0; i < 5; i++) await adminLogin(flooded, "no", ATTACKER);
    expect((await adminLogin(flooded, ADMIN_PASSWORD, ATTACKER)).status).toBe(429);

    // 2,000 addresses each post a (malformed) consent record: one rate-limit key each.
    for (let i = 0; i < 2000; i++) {
      const res = await flooded.request(
        "/consent",
        { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" },
        fromAddress(`10.${i >> 8}.${i & 255}.1`),
      );
      expect(res.status).toBe(400);
    }
    expect(small.size()).toBeLessThanOrEqual(300);
    expect(await pairFailures(small, ATTACKER)).toBe(5);
    expect((await adminLogin(flooded, ADMIN_PASSWORD, ATTACKER)).status).toBe(429);
    // The owner still gets in from elsewhere: the flood left room for new keys.
    expect((await adminLogin(flooded, ADMIN_PASSWORD, OWNER)).status).toBe(200);
  });

  it("refuses new addresses (fails closed) when only protected counters are left", async () => {
    const store = createRateLimitStore({ maxEntries: 20 });
    const api = createTestApi(handle.db, {}, { rateLimits: store });
    for (let i = 0; i < 20; i++) {
      await store.fail(rateLimitRules.adminLoginPair, `192.0.2.${i} conto${i}`, null);
    }
    const res = await adminLogin(api, ADMIN_PASSWORD, OWNER);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(await messageOf(res)).toBe("Troppi tentativi di accesso. Riprova tra 1 minuto.");
    expect(store.size()).toBe(20);
  });
});
