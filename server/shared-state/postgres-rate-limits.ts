import { and, eq, gt, lte, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "#db/client";
import {
  backoffMs,
  backoffWaitMs,
  type FailResult,
  type BackoffRule,
  type RateLimitEntry,
  type RateLimitRule,
  type RateLimitStore,
} from "#server/http/rate-limit";
import { rateLimitCounters as t } from "./shared-state.table";

/** How often, at most, the expired rows are deleted (lazily, by the next call after that). */
export const PRUNE_EVERY_MS = 60_000;

const timestampOf = (ms: number): SQL => sql`${new Date(ms).toISOString()}::timestamptz`;

/** The backoff of `rule` after the row's failures so far, as an SQL interval. */
function backoffInterval(rule: BackoffRule, minWaitMs: number): SQL {
  const ms = sql`greatest(${minWaitMs}::float8, case when ${t.count} < ${rule.free} then 0
    else least(${rule.baseMs}::float8 * power(2::float8, ${t.count} - ${rule.free}), ${rule.maxMs}::float8) end)`;
  return sql`make_interval(secs => (${ms}) / 1000)`;
}

const entryColumns = { count: t.count, lastAt: t.lastAt, expiresAt: t.expiresAt };
const entryOf = (row: { count: number; lastAt: Date; expiresAt: Date }): RateLimitEntry => ({
  count: row.count,
  lastAt: row.lastAt.getTime(),
  expiresAt: row.expiresAt.getTime(),
});

/**
 * The rate-limit store in PostgreSQL (decision 028): one row per rule and key in
 * `rate_limit_counters`, every change one `insert ... on conflict do update ... returning` (or
 * one update), so simultaneous requests on any number of instances count exactly. Rows past
 * their expiry count as absent and are deleted at most once a minute. Times come from `now`,
 * this instance's clock (instances are expected to keep theirs synchronised, as NTP does).
 */
export function createPostgresRateLimitStore(
  db: Database,
  options: { now?: () => number; onError?: (error: unknown) => void } = {},
): RateLimitStore {
  const now = options.now ?? Date.now;
  let prunedAt = now();

  /** Deletes the expired rows, without delaying the caller (a failure waits for the next turn). */
  const prune = (at: number) => {
    if (at - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at;
    db.delete(t)
      .where(lte(t.expiresAt, new Date(at)))
      .then(
        () => {},
        (error: unknown) => options.onError?.(error),
      );
  };
  const isKey = (rule: { name: string }, key: string) => and(eq(t.name, rule.name), eq(t.key, key));
  const expired = (at: number) => sql`${t.expiresAt} <= ${timestampOf(at)}`;

  async function read(
    rule: RateLimitRule | BackoffRule,
    key: string,
    at = now(),
    on: Database | Transaction = db,
  ) {
    const [row] = await on
      .select(entryColumns)
      .from(t)
      .where(and(isKey(rule, key), gt(t.expiresAt, new Date(at))));
    return row ? entryOf(row) : null;
  }

  /**
   * One more on the key's count, or 1 for a key without a live row, at `at`, in one statement.
   * `expiresAt`: a fixed window keeps the expiry it started with; a backoff key's moves with
   * each failure. With `setWhere`, a live row only changes when it holds (else no row returns).
   */
  const count = (
    rule: { name: string },
    key: string,
    at: number,
    expiresAt: { at: number; fixed: boolean },
    setWhere?: SQL,
    on: Database | Transaction = db,
  ) =>
    on
      .insert(t)
      .values({
        name: rule.name,
        key,
        count: 1,
        lastAt: new Date(at),
        expiresAt: new Date(expiresAt.at),
      })
      .onConflictDoUpdate({
        target: [t.name, t.key],
        set: {
          count: sql`case when ${expired(at)} then 1 else ${t.count} + 1 end`,
          lastAt: new Date(at),
          expiresAt: expiresAt.fixed
            ? sql`case when ${expired(at)} then excluded.expires_at else ${t.expiresAt} end`
            : new Date(expiresAt.at),
        },
        ...(setWhere ? { setWhere } : {}),
      })
      .returning(entryColumns);

  /** Counts one failure of a backoff key on `on`, gated unless `minWaitMs` is null. */
  async function failOn(
    on: Database | Transaction,
    rule: BackoffRule,
    key: string,
    minWaitMs: number | null,
    at: number,
  ): Promise<FailResult> {
    // Only a key that waited long enough (or whose failures are forgotten) counts one more.
    const gate =
      minWaitMs === null
        ? undefined
        : sql`${expired(at)} or ${t.lastAt} + ${backoffInterval(rule, minWaitMs)} <= ${timestampOf(at)}`;
    const counted = await count(rule, key, at, { at: at + rule.forgetMs, fixed: false }, gate, on);
    if (counted.length > 0) return { counted: true };
    // Refused: how long is left (the row may have changed since, which only shortens the wait).
    const entry = await read(rule, key, at, on);
    const waitMs = entry ? backoffWaitMs(rule, entry, minWaitMs ?? 0, at) : 0;
    return { counted: false, waitMs: Math.max(waitMs, 1) };
  }

  return {
    now,
    async hit(rule, key) {
      const at = now();
      prune(at);
      const [row] = await count(rule, key, at, { at: at + rule.windowMs, fixed: true });
      const entry = entryOf(row!);
      return {
        allowed: entry.count <= rule.limit,
        remaining: Math.max(0, rule.limit - entry.count),
        retryAfterSeconds: Math.max(1, Math.ceil((entry.expiresAt - at) / 1000)),
      };
    },
    async fail(rule, key, minWaitMs) {
      const at = now();
      prune(at);
      return failOn(db, rule, key, minWaitMs, at);
    },
    async failPair(pair, pairKey, account, accountKey, floor) {
      const at = now();
      prune(at);
      // One transaction holding an advisory lock on the account: every try on the account, from
      // any address and instance, reads the account's failures only after the previous try has
      // counted its own (the lock ends with the transaction).
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`${account.name} ${accountKey}`}, 0))`,
        );
        const failures = floor ? ((await read(account, accountKey, at, tx))?.count ?? 0) : 0;
        const counted = await failOn(tx, pair, pairKey, backoffMs(account, failures), at);
        if (counted.counted) await failOn(tx, account, accountKey, null, at);
        return counted;
      });
    },
    async refund(rule, key) {
      const at = now();
      const [row] = await db
        .update(t)
        .set({ count: sql`${t.count} - 1` })
        .where(and(isKey(rule, key), gt(t.expiresAt, new Date(at))))
        .returning({ count: t.count });
      // Conditional: a hit that came in between keeps the row.
      if (row && row.count <= 0) await db.delete(t).where(and(isKey(rule, key), lte(t.count, 0)));
    },
    async reset(rule, key) {
      await db.delete(t).where(isKey(rule, key));
    },
    read: (rule, key) => read(rule, key),
    size: () => 0,
  };
}
