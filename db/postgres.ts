import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

/**
 * How long the server waits for PostgreSQL (docs/decisions/008-database-faults-and-shutdown.md).
 * Without these a frozen database held every request, and /healthz, open forever.
 */
export type PostgresTimeouts = {
  /** Opening a connection, and waiting for a free one when all ten are busy. */
  connectMs: number;
  /** Longest statement, enforced by the server (SQLSTATE 57014). */
  statementMs: number;
  /** Longest wait for a lock, enforced by the server (SQLSTATE 55P03). */
  lockMs: number;
  /** A transaction left open without a statement is ended by the server (it holds locks). */
  idleInTransactionMs: number;
  /**
   * Longest wait for an answer, enforced by the client: the backstop for a server that stops
   * answering altogether, when its own statement timeout cannot fire.
   */
  queryMs: number;
  /** An unused pooled connection is closed after this long. */
  idleMs: number;
};

export const postgresTimeouts: PostgresTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  lockMs: 5_000,
  idleInTransactionMs: 60_000,
  queryMs: 20_000,
  idleMs: 10_000,
};

/** Shown in pg_stat_activity, so an operator (or a test) can tell the site's connections apart. */
export const POSTGRES_APPLICATION_NAME = "scaligera-digital";

export type PostgresOptions = {
  url: string;
  /** Errors of idle pooled connections (server restart, terminated backend). */
  onIdleError: (error: Error) => void;
  timeouts?: Partial<PostgresTimeouts>;
};

/** The request pool: at most ten connections, every wait bounded. */
export function createPostgresPool(options: PostgresOptions): pg.Pool {
  const t = { ...postgresTimeouts, ...options.timeouts };
  const pool = new pg.Pool({
    connectionString: options.url,
    max: 10,
    application_name: POSTGRES_APPLICATION_NAME,
    connectionTimeoutMillis: t.connectMs,
    idleTimeoutMillis: t.idleMs,
    statement_timeout: t.statementMs,
    lock_timeout: t.lockMs,
    idle_in_transaction_session_timeout: t.idleInTransactionMs,
    query_timeout: t.queryMs,
    // TCP keep-alive notices a peer that vanished (network cut) on connections waiting in the pool.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // Without a listener an idle connection's error would crash the process; the pool replaces it.
  pool.on("error", options.onIdleError);
  return pool;
}

/** The advisory lock instances starting together take around the migrations (decision 028). */
export const MIGRATION_LOCK_KEY = 7_260_028;

/**
 * Applies the migrations on a connection of their own, with the connect timeout but without the
 * statement and lock timeouts: a migration that rewrites a large table may need longer than any
 * request should, and it runs once, at start-up, before the server listens. Under an advisory
 * lock: instances started together on one database take turns, and the later ones find nothing
 * left to apply.
 */
export async function migratePostgres(
  url: string,
  migrationsFolder: string,
  timeouts?: Partial<PostgresTimeouts>,
) {
  const client = new pg.Client({
    connectionString: url,
    application_name: `${POSTGRES_APPLICATION_NAME}-migrate`,
    connectionTimeoutMillis: timeouts?.connectMs ?? postgresTimeouts.connectMs,
  });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
}
