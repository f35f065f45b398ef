import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "#db/client";
import { POSTGRES_APPLICATION_NAME, postgresTimeouts } from "#db/postgres";
import { createBackgroundJob } from "../background-job";
import type { Logger } from "../logger";
import { contentVersion } from "./shared-state.table";

/**
 * "Public content changed": what empties the page cache and the read memo (server/app.ts) after
 * an admin write, on this instance and, on PostgreSQL, on every other one (decision 028).
 */
export type ContentChanges = {
  /** Runs `listener` whenever public content changed, here or on another instance. */
  subscribe(listener: () => void): void;
  /**
   * An admin write here changed public content: this instance's listeners run at once, before
   * the promise settles; the other instances' within a second. Never rejects (logged instead).
   */
  publish(): Promise<void>;
  close(): Promise<void>;
};

/** The notification channel; its payload is "{new version}:{sending instance}". */
export const CONTENT_CHANNEL = "content_changed";

function listeners() {
  const all = new Set<() => void>();
  return {
    add: (listener: () => void) => void all.add(listener),
    run: () => {
      for (const listener of all) listener();
    },
  };
}

/** One process (PGlite): a change is this instance's only. */
export function localContentChanges(): ContentChanges {
  const own = listeners();
  return {
    subscribe: own.add,
    publish: async () => own.run(),
    close: async () => {},
  };
}

export type PostgresContentChangesOptions = {
  db: Database;
  /** The database's URL: the notifications need a connection of their own, outside the pool. */
  url: string;
  logger: Pick<Logger, "warn" | "info" | "error">;
  /** How often the version is compared as well, in case a notification was missed. */
  pollMs?: number;
  /** Wait before opening the notification connection again after it broke. */
  reconnectMs?: number;
};

/**
 * Content changes across instances on one PostgreSQL: an admin write bumps the one row of
 * `content_version` and sends its new value with `pg_notify` in the same statement; every
 * instance LISTENs on a connection of its own and empties its caches when a higher version
 * arrives. The notification is lost when that connection is down (restart, network cut), so
 * each instance also reads the version every `pollMs` and after each reconnection, and empties
 * its caches when it differs from the last one it saw.
 */
export async function postgresContentChanges(
  options: PostgresContentChangesOptions,
): Promise<ContentChanges> {
  const { db, url, logger } = options;
  const pollMs = options.pollMs ?? 2_000;
  const reconnectMs = options.reconnectMs ?? 1_000;
  const own = listeners();
  // Its own notification can arrive before its publish() has read the new version back: the
  // sender's mark keeps it from emptying the caches a second time.
  const origin = randomUUID();
  let known = await readVersion(db);
  let closed = false;
  let client: pg.Client | null = null;
  let reconnect: NodeJS.Timeout | undefined;

  const seen = (version: number, exact: boolean) => {
    if (exact ? version === known : version <= known) return;
    known = version;
    own.run();
  };

  // The version read every `pollMs` and after each reconnection, on the one background-job
  // runner (decision 041): an outage is logged once, and the first read after it says so.
  const poll = createBackgroundJob({
    name: "content changes",
    logger,
    everyMs: pollMs,
    run: async () => seen(await readVersion(db), true),
  });

  const listen = async () => {
    const next = new pg.Client({
      connectionString: url,
      application_name: `${POSTGRES_APPLICATION_NAME}-listen`,
      connectionTimeoutMillis: postgresTimeouts.connectMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    const broken = (error?: Error) => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => {});
      if (closed) return;
      logger.warn({ err: error }, "content changes: notification connection lost, reopening");
      reconnect = setTimeout(() => {
        listen().catch((failure: unknown) =>
          logger.warn({ err: failure }, "content changes: notification connection not reopened"),
        );
      }, reconnectMs);
      reconnect.unref();
    };
    client = next;
    next.on("error", broken);
    next.on("end", () => broken());
    next.on("notification", (message) => {
      const [text, from] = (message.payload ?? "").split(":");
      const version = Number(text);
      if (!Number.isSafeInteger(version)) return;
      if (from !== origin) seen(version, false);
      else if (version > known) known = version;
    });
    try {
      await next.connect();
      await next.query(`listen ${CONTENT_CHANNEL}`);
      // Whatever changed while it was not listening.
      poll.kick();
    } catch (error) {
      broken(error as Error);
    }
  };

  await listen();
  poll.start();

  return {
    subscribe: own.add,
    async publish() {
      own.run();
      try {
        const result = (await db.execute(sql`
          with bumped as (
            insert into ${contentVersion} (id, version) values (1, 1)
            on conflict (id) do update set version = ${contentVersion.version} + 1
            returning version
          )
          select version, pg_notify(${CONTENT_CHANNEL}, version::text || ':' || ${origin}) from bumped`)) as unknown as {
          rows: { version: string | number }[];
        };
        const version = Number(result.rows[0]?.version);
        if (version > known) known = version;
      } catch (error) {
        // The other instances still empty their caches at the latest when the entries expire.
        logger.warn({ err: error }, "content changes: other instances not told");
      }
    },
    async close() {
      closed = true;
      await poll.stop();
      clearTimeout(reconnect);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}

async function readVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion);
  return row?.version ?? 0;
}
