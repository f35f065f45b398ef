import type { Context } from "hono";
import type { SessionKind } from "#features/auth/session-kinds";
import { accountProtectedMessage, tooManyAttemptsMessage } from "#features/auth/auth.schema";
import type { Logger } from "../logger";
import { clientIp } from "./client-ip";
import {
  addressKey,
  networkKey,
  rateLimitRules,
  STORE_FULL_RETRY_SECONDS,
  type BackoffRule,
  type RateLimitRule,
  type RateLimitStore,
} from "./rate-limit";

/** The counters of a login attempt, for each kind of login (see rateLimitRules). */
export const loginThrottleRules: Record<
  SessionKind,
  {
    address: RateLimitRule;
    network: RateLimitRule;
    pair: BackoffRule;
    account: BackoffRule;
    budget: RateLimitRule;
    device: RateLimitRule;
  }
> = {
  admin: {
    address: rateLimitRules.adminLoginIp,
    network: rateLimitRules.adminLoginNetwork,
    pair: rateLimitRules.adminLoginPair,
    account: rateLimitRules.adminLoginAccount,
    budget: rateLimitRules.adminLoginBudget,
    device: rateLimitRules.adminLoginDevice,
  },
  customer: {
    address: rateLimitRules.customerLoginIp,
    network: rateLimitRules.customerLoginNetwork,
    pair: rateLimitRules.customerLoginPair,
    account: rateLimitRules.customerLoginAccount,
    budget: rateLimitRules.customerLoginBudget,
    device: rateLimitRules.customerLoginDevice,
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
 * Retry-After and 'Troppi tentativi di accesso. Riprova tra N secondi/minuti.' (or, past the
 * account's budget, the message that the account is protected).
 *
 * Every attempt is counted as a failure before the caller awaits the slow password check, until
 * the caller reports a success, so a burst of simultaneous requests cannot all pass a check that
 * none of them has counted yet (decision 007). Each counter is changed in one atomic step of
 * the store that also says whether the attempt may go on (decision 028: the same holds when the
 * counters live in PostgreSQL, shared by several instances). The counters, per kind of login:
 * - the account from devices that never signed in to it (`trustedDevice` null): at most 100
 *   failures an hour, then such devices are refused until the hour ends; a trusted device (its
 *   device cookie, decision 042) is not counted nor refused by it, but has a budget of its own
 *   on the account (20 failures an hour), so a stolen device cookie is no master key;
 * - the account from this address: 5 free failures, then a wait of 1 s, 2 s, 4 s ... up to
 *   15 minutes after the latest one;
 * - the account from every address: past 10 failures, an address that already failed on the
 *   account also waits 1 s, 2 s ... up to 30 s between its attempts (never a trusted device).
 *   Read and counted in the same atomic step as the previous counter (`failPair`). An address
 *   that never failed on the account is never made to wait by other addresses' failures;
 * - the address (IPv4, or IPv6 /64): at most 30 failures in 15 minutes across accounts, and
 *   its IPv6 /48 at most 60, then refused.
 */
export async function reserveLoginAttempt(
  store: RateLimitStore,
  kind: SessionKind,
  c: Context,
  account: string,
  options: {
    /** The key of the account's device the request comes from (decision 042), or null. */
    trustedDevice: string | null;
    logger?: Pick<Logger, "warn">;
  },
): Promise<LoginReservation> {
  const rules = loginThrottleRules[kind];
  const accountKey = account.trim().toLowerCase();
  const ip = clientIp(c);
  const address = addressKey(ip);
  // The address first: it never holds a space, so the pair is unambiguous (and free of the NUL
  // character PostgreSQL's text refuses).
  const pairKey = `${address} ${accountKey}`;
  // What this attempt has counted so far, besides the pair: given back on a refusal or success.
  const counted: [RateLimitRule | BackoffRule, string][] = [];
  const giveBack = () => Promise.all(counted.map(([rule, key]) => store.refund(rule, key)));

  const refuse = async (
    seconds: number,
    message = tooManyAttemptsMessage(seconds),
  ): Promise<LoginReservation> => {
    await giveBack();
    c.header("Retry-After", String(seconds));
    return { ok: false, response: c.json({ message }, 429) };
  };
  const full = () => {
    options.logger?.warn(
      { kind, entries: store.size() },
      "login throttle store full: attempt refused",
    );
    return refuse(STORE_FULL_RETRY_SECONDS);
  };

  const trusted = options.trustedDevice !== null;
  const [budgetRule, budgetKey] = trusted
    ? [rules.device, `${options.trustedDevice} ${accountKey}`]
    : [rules.budget, accountKey];
  const budget = await store.hit(budgetRule, budgetKey);
  if (budget.full) return full();
  counted.push([budgetRule, budgetKey]);
  if (!budget.allowed) {
    const seconds = budget.retryAfterSeconds;
    return trusted ? refuse(seconds) : refuse(seconds, accountProtectedMessage[kind]);
  }
  // The account's failures from everywhere set a floor under this address's own wait.
  const pair = await store.failPair(rules.pair, pairKey, rules.account, accountKey, !trusted);
  if (!pair.counted) return pair.full ? full() : refuse(Math.max(1, Math.ceil(pair.waitMs / 1000)));
  counted.push([rules.account, accountKey]);

  const network = networkKey(ip);
  const addresses: [RateLimitRule, string | null][] = [
    [rules.address, address],
    [rules.network, network],
  ];
  for (const [rule, key] of addresses) {
    if (key === null) continue;
    const hit = await store.hit(rule, key);
    if (!hit.full) counted.push([rule, key]);
    if (!hit.allowed) {
      await store.refund(rules.pair, pairKey);
      return hit.full ? full() : refuse(hit.retryAfterSeconds);
    }
  }

  let settled = false;
  const settle = async (apply: () => Promise<unknown>) => {
    if (settled) return;
    settled = true;
    await apply();
  };
  return {
    ok: true,
    attempt: {
      failed: () => settle(async () => {}),
      succeeded: () => settle(() => Promise.all([store.reset(rules.pair, pairKey), giveBack()])),
      cancelled: () => settle(() => Promise.all([store.refund(rules.pair, pairKey), giveBack()])),
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
