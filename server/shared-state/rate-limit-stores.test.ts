import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { fromAddress } from "#tests/helpers/client-address";
import { addAdmin, postJson } from "#features/auth/api/admin-session-fixtures";
import { createRateLimitStore, type RateLimitStore } from "#server/http/rate-limit";
import { createPostgresRateLimitStore, PRUNE_EVERY_MS } from "./postgres-rate-limits";
import { rateLimitCounters } from "./shared-state.table";

/**
 * The two rate-limit stores behave alike (decision 028): the in-memory one of a PGlite process
 * and the PostgreSQL one every instance shares (run here on the test database: PGlite in memory,
 * or PostgreSQL with TEST_DATABASE_URL; the SQL is the same).
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(rateLimitCounters);
});

const rule = { name: "prova", limit: 3, windowMs: 60_000 };
const backoff = { name: "coppia", free: 2, baseMs: 1_000, maxMs: 8_000, forgetMs: 60_000 };

const stores: [string, (now: () => number) => RateLimitStore][] = [
  ["in memory", (now) => createRateLimitStore({ now })],
  ["in PostgreSQL", (now) => createPostgresRateLimitStore(handle.db, { now })],
];

describe.each(stores)("the rate-limit store %s", (_name, makeStore) => {
  let now: number;
  let store: RateLimitStore;
  beforeEach(() => {
    now = 1_000_000;
    store = makeStore(() => now);
  });

  it("allows `limit` hits per window and key, then refuses until the window ends", async () => {
    for (let i = 0; i < 3; i++) expect((await store.hit(rule, "10.0.0.1")).allowed).toBe(true);
    expect(await store.hit(rule, "10.0.0.1")).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 60,
    });
    // Other addresses and other rules count separately.
    expect((await store.hit(rule, "10.0.0.2")).allowed).toBe(true);
    expect((await store.hit({ ...rule, name: "altro" }, "10.0.0.1")).allowed).toBe(true);

    now += 30_000;
    expect((await store.hit(rule, "10.0.0.1")).retryAfterSeconds).toBe(30);
    now += 30_000;
    expect(await store.hit(rule, "10.0.0.1")).toEqual({
      allowed: true,
      remaining: 2,
      retryAfterSeconds: 60,
    });
  });

  it("takes a hit back on refund, forgets a key at zero and on reset", async () => {
    for (let i = 0; i < 3; i++) await store.hit(rule, "k");
    await store.refund(rule, "k");
    expect((await store.read(rule, "k"))?.count).toBe(2);
    await store.refund(rule, "k");
    await store.refund(rule, "k");
    expect(await store.read(rule, "k")).toBeNull();
    await store.refund(rule, "k");
    expect(await store.read(rule, "k")).toBeNull();
    for (let i = 0; i < 4; i++) await store.hit(rule, "k");
    await store.reset(rule, "k");
    expect((await store.hit(rule, "k")).allowed).toBe(true);
  });

  it("counts failures freely, then only after the backoff (or a longer floor) since the latest", async () => {
    expect(await store.fail(backoff, "k", 0)).toEqual({ counted: true });
    expect(await store.fail(backoff, "k", 0)).toEqual({ counted: true });
    // Two failures: the third waits 1 s from the latest.
    expect(await store.fail(backoff, "k", 0)).toEqual({ counted: false, waitMs: 1_000 });
    now += 400;
    expect(await store.fail(backoff, "k", 0)).toEqual({ counted: false, waitMs: 600 });
    expect((await store.read(backoff, "k"))?.count).toBe(2);
    now += 600;
    expect(await store.fail(backoff, "k", 0)).toEqual({ counted: true });
    // A floor longer than the rule's own backoff (2 s now) wins.
    expect(await store.fail(backoff, "k", 5_000)).toEqual({ counted: false, waitMs: 5_000 });
    // Without a gate a failure always counts.
    expect(await store.fail(backoff, "k", null)).toEqual({ counted: true });
    expect(await store.read(backoff, "k")).toEqual({
      count: 4,
      lastAt: now,
      expiresAt: now + 60_000,
    });
    // Forgotten `forgetMs` after the latest failure: counted again from one, no wait.
    now += 60_000;
    expect(await store.read(backoff, "k")).toBeNull();
    expect(await store.fail(backoff, "k", 0)).toEqual({ counted: true });
    expect((await store.read(backoff, "k"))?.count).toBe(1);
  });

  it("counts every one of 40 simultaneous hits exactly once", async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () => store.hit({ ...rule, limit: 25 }, "folla")),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(25);
    expect((await store.read(rule, "folla"))?.count).toBe(40);
  });
});

describe("the PostgreSQL store shared by two instances", () => {
  it("holds one limit for both: hits through either count together", async () => {
    const a = createPostgresRateLimitStore(handle.db);
    const b = createPostgresRateLimitStore(handle.db);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).hit(rule, "192.0.2.1")),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect((await b.read(rule, "192.0.2.1"))?.count).toBe(10);
  });

  it("deletes expired rows at most once a minute", async () => {
    let now = 1_000_000;
    const store = createPostgresRateLimitStore(handle.db, { now: () => now });
    await store.hit(rule, "vecchio");
    now += 61_000;
    expect(PRUNE_EVERY_MS).toBeLessThanOrEqual(61_000);
    await store.hit(rule, "nuovo");
    // The delete runs beside the hit; the next statement on the database comes after it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const keys = (await handle.db.select().from(rateLimitCounters)).map((r) => r.key);
    expect(keys).toEqual(["nuovo"]);
  });

  it("keeps a login throttle across instances: a burst split over two APIs gets 5 password checks", async () => {
    await addAdmin(handle.db, { username: "admin", password: "Password-Admin-2026" });
    const instances = [0, 1].map(() =>
      createTestApi(handle.db, {}, { rateLimits: createPostgresRateLimitStore(handle.db) }),
    );
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        instances[i % 2]!.request(
          "/admin/login",
          postJson({ username: "admin", password: `sbagliata-${i}` }),
          fromAddress("198.51.100.66"),
        ),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
  });
});
