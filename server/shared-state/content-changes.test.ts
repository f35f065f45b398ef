import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#db/client";
import { createLogger } from "#server/logger";
import { adminQuery, createScratchDatabase, type ScratchDatabase } from "#tests/helpers/postgres";
import {
  localContentChanges,
  postgresContentChanges,
  type ContentChanges,
} from "./content-changes";

/**
 * Content changes across instances on a real PostgreSQL (LISTEN/NOTIFY needs one): two
 * "instances" with handles of their own on one database, as two processes would have.
 */
const logger = createLogger({ NODE_ENV: "test", LOG_LEVEL: "silent" });
let scratch: ScratchDatabase;
let handles: DatabaseHandle[] = [];
const opened: ContentChanges[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase();
  handles = await Promise.all(
    [0, 1].map(() => openDatabase({ url: scratch.url, onIdleError: () => {} })),
  );
});
afterAll(async () => {
  await Promise.all(opened.map((changes) => changes.close()));
  await Promise.all(handles.map((handle) => handle.close()));
  await scratch.drop();
});

async function instance(index: number, pollMs = 60_000) {
  const changes = await postgresContentChanges({
    db: handles[index]!.db,
    url: scratch.url,
    logger,
    pollMs,
    reconnectMs: 100,
  });
  opened.push(changes);
  const heard: number[] = [];
  changes.subscribe(() => heard.push(Date.now()));
  return { changes, heard };
}

async function until(check: () => boolean, timeoutMs: number) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - start;
}

describe("content changes on PostgreSQL", () => {
  it("a write on one instance empties its own caches at once and the other's within a second", async () => {
    const a = await instance(0);
    const b = await instance(1);
    const publishing = a.changes.publish();
    // Before the promise settles, this instance's listeners already ran.
    expect(a.heard).toHaveLength(1);
    await publishing;
    expect(await until(() => b.heard.length === 1, 1_000)).toBeLessThan(1_000);
    // Its own notification does not empty A's caches a second time.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(a.heard).toHaveLength(1);
    expect(b.heard).toHaveLength(1);
  });

  it("a missed notification is caught by the version check", async () => {
    const b = await instance(1, 200);
    // A change whose notification never came (sent while B was not listening, say).
    await handles[0]!.db.execute(sql`update content_version set version = version + 1`);
    await until(() => b.heard.length === 1, 2_000);
  });

  it("after its notification connection is cut, an instance listens again and catches up", async () => {
    const a = await instance(0);
    const b = await instance(1);
    await adminQuery(
      scratch.url,
      `select pg_terminate_backend(pid) from pg_stat_activity
       where application_name = 'scaligera-digital-listen' and datname = current_database()`,
    );
    await a.changes.publish();
    await until(() => b.heard.length >= 1, 3_000);
    // And it hears the next change as it happens.
    const before = b.heard.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await a.changes.publish();
    expect(await until(() => b.heard.length > before, 1_000)).toBeLessThan(1_000);
  });
});

describe("content changes in one process (PGlite)", () => {
  it("run this process's listeners on publish", async () => {
    const changes = localContentChanges();
    let heard = 0;
    changes.subscribe(() => heard++);
    await changes.publish();
    expect(heard).toBe(1);
  });
});
