import type { Context } from "hono";
import type { SessionKind } from "#features/auth/session-kinds";
import { tooManyAttemptsMessage } from "#features/auth/auth.schema";
import type { Logger } from "../logger";
import { clientIp } from "./client-ip";
import {
  addressKey,
  backoffMs,
  rateLimitRules,
  STORE_FULL_RETRY_SECONDS,
  type BackoffRule,
  type RateLimitEntry,
  type RateLimitRule,
  type RateLimitStore,
} from "./rate-limit";

/** The three counters of a login attempt, for each kind of login (see rateLimitRules). */
export const loginThrottleRules: Record<
  SessionKind,
  { address: RateLimitRule; pair: BackoffRule; account: BackoffRule }
> = {
  admin: {
    address: rateLimitRules.adminLoginIp,
    pair: rateLimitRules.adminLoginPair,
    account: rateLimitRules.adminLoginAccount,
  },
  customer: {
    address: rateLimitRules.customerLoginIp,
    pair: rateLimitRules.customerLoginPair,
    account: rateLimitRules.customerLoginAccount,
  },
};

/** A reserved attempt: say how the password check went, exactly once. */
export type LoginAttempt = {
  /** Wrong password (or unknown account): the failure reserved in advance stays counted. */
  failed(): void;
  /** Right password: this address's failures on the account are forgotten. */
  succeeded(): void;
  /** No verdict on the password (the check threw): the reservation is taken back. */
  cancelled(): void;
};

export type LoginReservation =
  { ok: true; attempt: LoginAttempt } | { ok: false; response: Response };

/**
 * Reserves a password check for `account` from the request's address, or answers 429 with
 * Retry-After and 'Troppi tentativi di accesso. Riprova tra N secondi/minuti.'.
 *
 * The check and the reservation run in one synchronous step, before the caller awaits the slow
 * password verification: every attempt counts as a failure until the caller reports a success,
 * so a burst of simultaneous requests cannot all pass a check that none of them has counted yet
 * (decision 007). The counters, per kind of login:
 * - the address: at most 30 failures in 15 minutes across accounts, then refused;
 * - the account from this address: 5 free failures, then a wait of 1 s, 2 s, 4 s ... up to
 *   15 minutes after the latest one;
 * - the account from every address: past 10 failures, an address that already failed on the
 *   account also waits 1 s, 2 s ... up to 30 s between its attempts. An address that never
 *   failed on the account is never made to wait by other addresses' failures, so nobody can
 *   lock the owner out of their account from elsewhere.
 */
export function reserveLoginAttempt(
  store: RateLimitStore,
  kind: SessionKind,
  c: Context,
  account: string,
  logger?: Pick<Logger, "warn">,
): LoginReservation {
  const rules = loginThrottleRules[kind];
  const accountKey = account.trim().toLowerCase();
  const address = addressKey(clientIp(c));
  const pairKey = `${accountKey}\u0000${address}`;
  const at = store.now();

  const waitMs = (): number => {
    const byAddress = store.peek(rules.address, address);
    if (!byAddress.allowed) return byAddress.retryAfterSeconds * 1000;
    const pair = store.read(rules.pair, pairKey);
    if (!pair) return 0;
    const accountFailures = store.read(rules.account, accountKey)?.count ?? 0;
    const delay = Math.max(
      backoffMs(rules.pair, pair.count),
      backoffMs(rules.account, accountFailures),
    );
    return pair.lastAt + delay - at;
  };

  const refuse = (seconds: number): LoginReservation => {
    c.header("Retry-After", String(seconds));
    return { ok: false, response: c.json({ message: tooManyAttemptsMessage(seconds) }, 429) };
  };

  const wait = waitMs();
  if (wait > 0) return refuse(Math.max(1, Math.ceil(wait / 1000)));

  // Reserve: one failure more on each counter, or none at all if the store has no room.
  const pairBefore = store.read(rules.pair, pairKey);
  const accountBefore = store.read(rules.account, accountKey);
  const restore = (rule: BackoffRule, key: string, before: RateLimitEntry | null) => {
    if (before) store.write(rule, key, before);
    else store.reset(rule, key);
  };
  const failure = (before: RateLimitEntry | null, rule: BackoffRule) => ({
    count: (before?.count ?? 0) + 1,
    lastAt: at,
    expiresAt: at + rule.forgetMs,
  });
  const byAddress = store.hit(rules.address, address);
  const pairStored =
    byAddress.allowed && store.write(rules.pair, pairKey, failure(pairBefore, rules.pair));
  const accountStored =
    pairStored && store.write(rules.account, accountKey, failure(accountBefore, rules.account));
  if (!accountStored) {
    if (pairStored) restore(rules.pair, pairKey, pairBefore);
    if (byAddress.allowed) store.refund(rules.address, address);
    logger?.warn({ kind, entries: store.size() }, "login throttle store full: attempt refused");
    return refuse(STORE_FULL_RETRY_SECONDS);
  }

  /** Takes one reserved failure back from a backoff counter. */
  const giveBack = (rule: BackoffRule, key: string) => {
    const entry = store.read(rule, key);
    if (!entry) return;
    if (entry.count <= 1) store.reset(rule, key);
    else store.write(rule, key, { ...entry, count: entry.count - 1 });
  };

  let settled = false;
  const settle = (apply: () => void) => {
    if (settled) return;
    settled = true;
    apply();
  };
  return {
    ok: true,
    attempt: {
      failed: () => settle(() => {}),
      succeeded: () =>
        settle(() => {
          store.reset(rules.pair, pairKey);
          giveBack(rules.account, accountKey);
          store.refund(rules.address, address);
        }),
      cancelled: () =>
        settle(() => {
          giveBack(rules.pair, pairKey);
          giveBack(rules.account, accountKey);
          store.refund(rules.address, address);
        }),
    },
  };
}

/**
 * Runs `check` (the password verification) under a reserved attempt: `isFailure` tells which
 * results are wrong passwords. 429 responses come back as { refused }.
 */
export async function throttledCheck<T>(
  reservation: LoginReservation,
  check: () => Promise<T>,
  isFailure: (result: T) => boolean,
): Promise<{ refused: Response } | { result: T }> {
  if (!reservation.ok) return { refused: reservation.response };
  const { attempt } = reservation;
  let result: T;
  try {
    result = await check();
  } catch (error) {
    attempt.cancelled();
    throw error;
  }
  if (isFailure(result)) attempt.failed();
  else attempt.succeeded();
  return { result };
}
