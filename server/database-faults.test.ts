import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "../db/client";
import { POSTGRES_APPLICATION_NAME, type PostgresTimeouts } from "../db/postgres";
import { createApp } from "./app";
import { readEnv } from "./env";
import { createUploadStorage } from "./storage";
import { createRateLimitStore } from "./http/rate-limit";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "./http/database-unavailable";
import { createLogger } from "./logger";
import { startFreezableProxy } from "../tests/helpers/freezable-proxy";
import {
  adminQuery,
  createScratchDatabase,
  lockTable,
  type ScratchDatabase,
} from "../tests/helpers/postgres";

/** The production values scaled down, so each fault shows within a second or two. */
const timeouts: Partial<PostgresTimeouts> = {
  connectMs: 1_000,
  statementMs: 1_500,
  lockMs: 1_000,
  queryMs: 3_000,
};

/** The whole site app (API and /healthz); pages are not needed here. */
function siteApp(db: Database) {
  const env = readEnv({ NODE_ENV: "test" });
  return createApp({
    db,
    env,
    logger: createLogger(env),
    mail: { kick() {} },
    rateLimits: createRateLimitStore(),
    storage: createUploadStorage(env),
    build: () => Promise.reject(new Error("pages are not served in this test")),
  });
}

async function timed(run: () => Response | Promise<Response>) {
  const started = performance.now();
  const res = await run();
  return { res, ms: performance.now() - started };
}

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get("Retry-After")).toBe("10");
  expect(await res.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
}

async function waitFor(condition: () => boolean | Promise<boolean>, ms = 3_000) {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Ends the site's connections to the test database from another session, as a restart does. */
function terminateSiteBackends(url: string, where = "true") {
  return adminQuery(
    url,
    `select pg_terminate_backend(pid) from pg_stat_activity
     where datname = current_database() and application_name = $1 and ${where}`,
    [POSTGRES_APPLICATION_NAME],
  );
}

async function sessionsWaitingForLock(url: string) {
  const { rows } = await adminQuery(
    url,
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return (rows[0] as { n: number }).n;
}

let scratch: ScratchDatabase;
let handle: DatabaseHandle;
let app: ReturnType<typeof siteApp>;
const idleErrors: Error[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase();
  handle = await openDatabase({
    url: scratch.url,
    timeouts,
    onIdleError: (error) => idleErrors.push(error),
  });
  app = siteApp(handle.db);
});
afterAll(async () => {
  await handle?.close();
  await scratch?.drop();
});

describe("PostgreSQL sessions of the site", () => {
  it("carry the statement, lock and idle-transaction timeouts by default", async () => {
    const own = await openDatabase({ url: scratch.url });
    try {
      const { rows } = (await own.db.execute(sql`select
        current_setting('statement_timeout') as statement,
        current_setting('lock_timeout') as lock,
        current_setting('idle_in_transaction_session_timeout') as idle,
        current_setting('application_name') as name`)) as unknown as {
        rows: Record<string, string>[];
      };
      expect(rows[0]).toEqual({
        statement: "15s",
        lock: "5s",
        idle: "1min",
        name: POSTGRES_APPLICATION_NAME,
      });
    } finally {
      await own.close();
    }
  });
});

describe("a table locked by another session", () => {
  it("answers 503 with the Italian message after the lock timeout, then 200 once released", async () => {
    const lock = await lockTable(scratch.url, "blog_posts");
    try {
      const { res, ms } = await timed(() => app.request("/api/blog"));
      await expectUnavailable(res);
      expect(ms).toBeLessThan(2_500);
    } finally {
      await lock.release();
    }
    expect((await app.request("/api/blog")).status).toBe(200);
  });

  it("cancels a statement longer than the statement timeout (57014): unavailable, not a bug", async () => {
    const started = performance.now();
    const error = await handle.db.execute(sql`select pg_sleep(30)`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(performance.now() - started).toBeLessThan(3_000);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe("57014");
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});

describe("/healthz", () => {
  it("answers 200 while the database answers", async () => {
    const res = await app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("answers 503 within 2 s when every pooled connection is stuck, and 200 afterwards", async () => {
    // Ten requests wait on the lock and hold the ten connections: `select 1` gets none.
    const slow = await openDatabase({
      url: scratch.url,
      timeouts: { ...timeouts, lockMs: 10_000, statementMs: 10_000, queryMs: 12_000 },
    });
    const slowApp = siteApp(slow.db);
    const lock = await lockTable(scratch.url, "blog_posts");
    try {
      const stuck = Array.from({ length: 10 }, () => slowApp.request("/api/blog"));
      await waitFor(async () => (await sessionsWaitingForLock(scratch.url)) === 10);
      const { res, ms } = await timed(() => slowApp.request("/healthz"));
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "error" });
      expect(ms).toBeLessThan(2_000);
      await lock.release();
      expect((await Promise.all(stuck)).map((r) => r.status)).toEqual(Array(10).fill(200));
      expect((await slowApp.request("/healthz")).status).toBe(200);
    } finally {
      await lock.release().catch(() => {});
      await slow.close();
    }
  });
});

describe("a server that stops answering altogether", () => {
  it("answers 503 in bounded time, /healthz within 2 s, and recovers when it answers again", async () => {
    const proxy = await startFreezableProxy(scratch.url);
    const frozen = await openDatabase({
      url: proxy.through(scratch.url),
      timeouts,
      onIdleError: () => {},
    });
    const frozenApp = siteApp(frozen.db);
    try {
      expect((await frozenApp.request("/api/blog")).status).toBe(200);
      proxy.freeze();

      const health = await timed(() => frozenApp.request("/healthz"));
      expect(health.res.status).toBe(503);
      expect(health.ms).toBeLessThan(2_000);
      // The pooled connection waits for its answer (query timeout), a new one for its handshake.
      const api = await timed(() => frozenApp.request("/api/blog"));
      await expectUnavailable(api.res);
      expect(api.ms).toBeLessThan(4_000);

      proxy.thaw();
      await waitFor(async () => (await frozenApp.request("/healthz")).status === 200);
      expect((await frozenApp.request("/api/blog")).status).toBe(200);
    } finally {
      proxy.thaw();
      await frozen.close();
      await proxy.close();
    }
  });
});

describe("backends terminated by the server (pg_terminate_backend, as in a restart)", () => {
  it("replaces the idle pooled connections: the next requests succeed", async () => {
    await Promise.all([
      app.request("/api/blog"),
      app.request("/api/blog"),
      app.request("/healthz"),
    ]);
    const before = idleErrors.length;
    const { rowCount } = await terminateSiteBackends(scratch.url);
    expect(rowCount).toBeGreaterThan(0);
    // Each pooled connection hears of its end from the server and leaves the pool.
    await waitFor(() => idleErrors.length >= before + (rowCount ?? 0));
    expect((await app.request("/api/blog")).status).toBe(200);
    expect((await app.request("/healthz")).status).toBe(200);
  });

  it("answers 503 to the request whose connection went mid-query, 200 to the next", async () => {
    const lock = await lockTable(scratch.url, "blog_posts");
    try {
      const pending = app.request("/api/blog");
      // Terminate the backend while it waits for the lock, before the lock timeout ends it.
      await waitFor(async () => {
        const { rowCount } = await terminateSiteBackends(scratch.url, "wait_event_type = 'Lock'");
        return (rowCount ?? 0) > 0;
      }, 800);
      await expectUnavailable(await pending);
    } finally {
      await lock.release();
    }
    expect((await app.request("/api/blog")).status).toBe(200);
  });
});
