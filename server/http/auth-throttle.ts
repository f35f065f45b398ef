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
  failed(): Promise<void>;
  /** Right password: this address's failures on the account are forgotten. */
  succeeded(): Promise<void>;
  /** No verdict on the password (the check threw): the reservation is taken back. */
  cancelled(): Promise<void>;
};

export type LoginReservation =
  { ok: true; attempt: LoginAttempt } | { ok: false; response: Response };

/**
 * Reserves a password check for `account` from the request's address, or answers 429 with
 * Retry-After and 'Troppi tentativi di accesso. Riprova tra N secondi/minuti.'.
 *
 * Every attempt is counted as a failure before the caller awaits the slow password check, until
 * the caller reports a success, so a burst of simultaneous requests cannot all pass a check that
 * none of them has counted yet (decision 007). Each counter is changed in one atomic step of
 * the store that also says whether the attempt may go on (decision 028: the same holds when the
 * counters live in PostgreSQL, shared by several instances). The counters, per kind of login:
 * - the account from this address: 5 free failures, then a wait of 1 s, 2 s, 4 s ... up to
 *   15 minutes after the latest one;
 * - the account from every address: past 10 failures, an address that already failed on the
 *   account also waits 1 s, 2 s ... up to 30 s between its attempts. An address that never
 *   failed on the account is never made to wait by other addresses' failures, so nobody can
 *   lock the owner out of their account from elsewhere;
 * - the address: at most 30 failures in 15 minutes across accounts, then refused.
 */
export async function reserveLoginAttempt(
  store: RateLimitStore,
  kind: SessionKind,
  c: Context,
  account: string,
  logger?: Pick<Logger, "warn">,
): Promise<LoginReservation> {
  const rules = loginThrottleRules[kind];
  const accountKey = account.trim().toLowerCase();
  const address = addressKey(clientIp(c));
  // The address first: it never holds a space, so the pair is unambiguous (and free of the NUL
  // character PostgreSQL's text refuses).
  const pairKey = `${address} ${accountKey}`;

  const refuse = (seconds: number): LoginReservation => {
    c.header("Retry-After", String(seconds));
    return { ok: false, response: c.json({ message: tooManyAttemptsMessage(seconds) }, 429) };
  };
  const full = () => {
    logger?.warn({ kind, entries: store.size() }, "login throttle store full: attempt refused");
    return refuse(STORE_FULL_RETRY_SECONDS);
  };

  // The account's failures from everywhere set a floor under this address's own wait.
  const accountFailures = (await store.read(rules.account, accountKey))?.count ?? 0;
  const pair = await store.fail(rules.pair, pairKey, backoffMs(rules.account, accountFailures));
  if (!pair.counted) return pair.full ? full() : refuse(Math.max(1, Math.ceil(pair.waitMs / 1000)));

  const byAddress = await store.hit(rules.address, address);
  if (!byAddress.allowed) {
    if (!byAddress.full) await store.refund(rules.address, address);
    await store.refund(rules.pair, pairKey);
    return byAddress.full ? full() : refuse(byAddress.retryAfterSeconds);
  }
  const byAccount = await store.fail(rules.account, accountKey, null);
  if (!byAccount.counted) {
    await store.refund(rules.address, address);
    await store.refund(rules.pair, pairKey);
    return full();
  }

  let settled = false;
  const settle = async (apply: () => Promise<unknown>) => {
    if (settled) return;
    settled = true;
    await apply();
  };
  // The account's and the address's tries given back, beside what happens to the pair's.
  const giveBack = (pair: Promise<unknown>) =>
    Promise.all([
      pair,
      store.refund(rules.account, accountKey),
      store.refund(rules.address, address),
    ]);
  return {
    ok: true,
    attempt: {
      failed: () => settle(async () => {}),
      succeeded: () => settle(() => giveBack(store.reset(rules.pair, pairKey))),
      cancelled: () => settle(() => giveBack(store.refund(rules.pair, pairKey))),
    },
  };
}

/**
 * Runs `check` (the password verification) under a reserved attempt: `isFailure` tells which
 * results are wrong passwords. 429 responses come back as { refused }.
 */
export async function throttledCheck<T>(
  reserving: Promise<LoginReservation>,
  check: () => Promise<T>,
  isFailure: (result: T) => boolean,
): Promise<{ refused: Response } | { result: T }> {
  const reservation = await reserving;
  if (!reservation.ok) return { refused: reservation.response };
  const { attempt } = reservation;
  let result: T;
  try {
    result = await check();
  } catch (error) {
    await attempt.cancelled();
    throw error;
  }
  if (isFailure(result)) await attempt.failed();
  else await attempt.succeeded();
  return { result };
}
