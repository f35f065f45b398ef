import type { Context, MiddlewareHandler } from "hono";
import { clientIp } from "./client-ip";

/**
 * One fixed-window limit: at most `limit` hits per `windowMs` for each key, counted under
 * `name`. `failures` marks counters of failed attempts (login throttling): any live count of
 * theirs is worth keeping, so it is protected from eviction (see createRateLimitStore).
 */
export type RateLimitRule = { name: string; limit: number; windowMs: number; failures?: boolean };

/**
 * A growing delay (login throttling, ./auth-throttle.ts): the first `free` failures of a key
 * cost nothing; from then on the key waits `baseMs`, 2 x `baseMs`, 4 x `baseMs` ... (at most
 * `maxMs`) after its latest failure. The failures are forgotten `forgetMs` after the latest.
 */
export type BackoffRule = {
  name: string;
  free: number;
  baseMs: number;
  maxMs: number;
  forgetMs: number;
};

export type RateLimitResult = {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
  /** Refused only because the store is full of protected entries and this key is new. */
  full?: true;
};

/** What the store keeps for a key: a count, when it last changed and when it may be forgotten. */
export type RateLimitEntry = { count: number; lastAt: number; expiresAt: number };

/** The outcome of `fail`: counted, or not because the key must still wait or the store is full. */
export type FailResult = { counted: true } | { counted: false; waitMs: number; full?: true };

/**
 * Counters shared by every limit (contact, tickets, logins ...): in this process's memory on
 * PGlite (createRateLimitStore), in PostgreSQL for every instance when DATABASE_URL is set
 * (server/shared-state/, decision 028). Each method is one atomic step on the store, so callers
 * reserve first and judge by what the step answers: nothing is checked and then changed in two
 * steps another request (or instance) could come between.
 */
export type RateLimitStore = {
  /** The store's clock (ms): callers measure delays with it, so tests can move it. */
  now(): number;
  /** Counts a hit of a fixed-window rule; refused over the limit or when the store is full. */
  hit(rule: RateLimitRule, key: string): Promise<RateLimitResult>;
  /**
   * Counts one failure of a backoff key, the key then forgotten `forgetMs` after it. With
   * `minWaitMs` a number, only once the key has waited the rule's backoff (or `minWaitMs` if
   * longer) since its latest failure; a key without live failures never waits. With null, always.
   */
  fail(rule: BackoffRule, key: string, minWaitMs: number | null): Promise<FailResult>;
  /**
   * A login try's failure, reserved in one atomic step (decision 007): one failure of `pairKey`
   * (account from one address), only once it has waited its backoff, with the backoff of
   * `accountKey`'s failures from every address as a floor (none when `floor` is false); when
   * counted, one failure of `accountKey` too. Parallel tries on one account, from any address
   * or instance, each see the failures of the ones before.
   */
  failPair(
    pair: BackoffRule,
    pairKey: string,
    account: BackoffRule,
    accountKey: string,
    floor: boolean,
  ): Promise<FailResult>;
  /** Takes back one hit or failure (reserved in advance, it turned out not to count). */
  refund(rule: RateLimitRule | BackoffRule, key: string): Promise<void>;
  /** Forgets a key, e.g. after a successful login. */
  reset(rule: RateLimitRule | BackoffRule, key: string): Promise<void>;
  /** The live entry of a key, or null. */
  read(rule: RateLimitRule | BackoffRule, key: string): Promise<RateLimitEntry | null>;
  /** Number of entries held in memory (0 for a store that keeps none). */
  size(): number;
};

/** The wait a backoff key still has at `at` after `entry`'s failures, with `minWaitMs` as a floor. */
export function backoffWaitMs(
  rule: BackoffRule,
  entry: RateLimitEntry,
  minWaitMs: number,
  at: number,
): number {
  return entry.lastAt + Math.max(backoffMs(rule, entry.count), minWaitMs) - at;
}

const MINUTE = 60_000;
const TEN_MINUTES = 10 * MINUTE;
const FIFTEEN_MINUTES = 15 * MINUTE;
const HOUR = 60 * MINUTE;

/** Every limit of the API, in one place. */
export const rateLimitRules = {
  /** Contact form submissions per address. */
  contact: { name: "contact", limit: 5, windowMs: TEN_MINUTES },
  /** Public tickets per address. */
  tickets: { name: "tickets", limit: 5, windowMs: TEN_MINUTES },
  /** Downloads counted per address: enough for any real visitor, not for inflating counters. */
  softwareDownload: { name: "software-download", limit: 60, windowMs: TEN_MINUTES },
  /** Cookie-consent records per address: a visitor changes their mind a few times at most. */
  consent: { name: "consent", limit: 30, windowMs: TEN_MINUTES },
  /** Password reset requests per address. */
  passwordForgot: { name: "customer-password-forgot", limit: 5, windowMs: FIFTEEN_MINUTES },
  /**
   * Password reset requests per recipient address, whoever sends them (the database also caps
   * the mails per customer: RESET_MAILS_PER_HOUR in features/auth/password-reset.schema.ts).
   */
  passwordForgotRecipient: {
    name: "customer-password-forgot-recipient",
    limit: 3,
    windowMs: HOUR,
  },
  /** Password reset attempts per address. */
  passwordReset: { name: "customer-password-reset", limit: 10, windowMs: FIFTEEN_MINUTES },
  /** Back-office invitation links used (or guessed) per address. */
  adminInvitation: { name: "admin-invitation", limit: 10, windowMs: FIFTEEN_MINUTES },
  /** Password changes per customer (the current password is guessed no faster). */
  passwordChange: { name: "customer-password-change", limit: 10, windowMs: FIFTEEN_MINUTES },
  /**
   * Login throttling (./auth-throttle.ts, decision 007), for each kind of login:
   * - ...LoginIp: failed logins per address across accounts; over the limit it refuses;
   * - ...LoginPair: failures of one account from one address: 5 free, then 1 s, 2 s, 4 s ...
   *   up to 15 minutes;
   * - ...LoginNetwork: the same, per IPv6 /48 (a site's whole network), a larger limit;
   * - ...LoginAccount: failures of one account from every address: past 10, each address that
   *   already failed on it waits 1 s, 2 s ... up to 30 s between its attempts (a new address
   *   is never made to wait by it);
   * - ...LoginBudget: failures of one account an hour from devices that never signed in to it;
   *   past 100 such devices are refused until the hour ends (decision 042);
   * - ...LoginDevice: failures of one account an hour from one of its devices (its device
   *   cookie), which the budget does not count: 20, then that device is refused.
   */
  adminLoginIp: { name: "admin-login-ip", limit: 30, windowMs: FIFTEEN_MINUTES, failures: true },
  adminLoginNetwork: {
    name: "admin-login-network",
    limit: 60,
    windowMs: FIFTEEN_MINUTES,
    failures: true,
  },
  adminLoginBudget: { name: "admin-login-budget", limit: 100, windowMs: HOUR, failures: true },
  adminLoginDevice: { name: "admin-login-device", limit: 20, windowMs: HOUR, failures: true },
  adminLoginPair: {
    name: "admin-login-pair",
    free: 5,
    baseMs: 1_000,
    maxMs: FIFTEEN_MINUTES,
    forgetMs: HOUR,
  },
  adminLoginAccount: {
    name: "admin-login-account",
    free: 10,
    baseMs: 1_000,
    maxMs: 30_000,
    forgetMs: FIFTEEN_MINUTES,
  },
  customerLoginIp: {
    name: "customer-login-ip",
    limit: 30,
    windowMs: FIFTEEN_MINUTES,
    failures: true,
  },
  customerLoginNetwork: {
    name: "customer-login-network",
    limit: 60,
    windowMs: FIFTEEN_MINUTES,
    failures: true,
  },
  customerLoginBudget: {
    name: "customer-login-budget",
    limit: 100,
    windowMs: HOUR,
    failures: true,
  },
  customerLoginDevice: {
    name: "customer-login-device",
    limit: 20,
    windowMs: HOUR,
    failures: true,
  },
  customerLoginPair: {
    name: "customer-login-pair",
    free: 5,
    baseMs: 1_000,
    maxMs: FIFTEEN_MINUTES,
    forgetMs: HOUR,
  },
  customerLoginAccount: {
    name: "customer-login-account",
    free: 10,
    baseMs: 1_000,
    maxMs: 30_000,
    forgetMs: FIFTEEN_MINUTES,
  },
} satisfies Record<string, RateLimitRule | BackoffRule>;

export const RATE_LIMIT_MESSAGE = "Troppe richieste. Riprova tra qualche minuto.";

/** Retry-After of a refusal because the store is full (new keys wait for room). */
export const STORE_FULL_RETRY_SECONDS = 60;

/** The delay a backoff rule imposes after `count` failures (0 within the free ones). */
export function backoffMs(rule: BackoffRule, count: number): number {
  if (count < rule.free) return 0;
  return Math.min(rule.baseMs * 2 ** (count - rule.free), rule.maxMs);
}

type Slot = RateLimitEntry & { protected: boolean };

/**
 * In-memory store of at most `maxEntries` keys. When it is full, a new key makes room by
 * dropping expired entries, then unprotected ones (least recently changed first). Protected
 * entries (failure counters, full windows) are never dropped before they expire: a flood of
 * other keys must not wipe the counters of an account under attack. If only protected
 * entries are left, new keys are refused (`full`) until some expire, which fails closed.
 */
export function createRateLimitStore(
  options: { now?: () => number; maxEntries?: number } = {},
): RateLimitStore {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 100_000;
  // Evicting down to 90 % of the capacity keeps the full scans rare under a flood.
  const lowWater = maxEntries - Math.ceil(maxEntries / 10);
  const slots = new Map<string, Slot>();
  // After a scan that found no room, new keys are refused for a second without scanning again.
  let noRoomUntil = 0;

  const idOf = (rule: { name: string }, key: string) => `${rule.name}\u0000${key}`;

  const live = (id: string, at: number): Slot | undefined => {
    const slot = slots.get(id);
    if (slot && slot.expiresAt <= at) {
      slots.delete(id);
      return undefined;
    }
    return slot;
  };

  /** Stores a slot as the most recently changed one (the Map keeps insertion order). */
  const put = (id: string, slot: Slot) => {
    slots.delete(id);
    slots.set(id, slot);
  };

  const makeRoom = (at: number): boolean => {
    if (slots.size < maxEntries) return true;
    if (at < noRoomUntil) return false;
    for (const [id, slot] of slots) if (slot.expiresAt <= at) slots.delete(id);
    for (const [id, slot] of slots) {
      if (slots.size <= lowWater) break;
      if (!slot.protected) slots.delete(id);
    }
    if (slots.size < maxEntries) return true;
    noRoomUntil = at + 1_000;
    return false;
  };

  const resultOf = (rule: RateLimitRule, count: number, slot: Slot | undefined, at: number) => ({
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: slot ? Math.max(1, Math.ceil((slot.expiresAt - at) / 1000)) : 0,
  });

  const entryOf = (slot: Slot): RateLimitEntry => ({
    count: slot.count,
    lastAt: slot.lastAt,
    expiresAt: slot.expiresAt,
  });

  const fail = (
    rule: BackoffRule,
    key: string,
    minWaitMs: number | null,
    at: number,
  ): FailResult => {
    const id = idOf(rule, key);
    const slot = live(id, at);
    if (slot && minWaitMs !== null) {
      const waitMs = backoffWaitMs(rule, slot, minWaitMs, at);
      if (waitMs > 0) return { counted: false, waitMs };
    }
    if (!slot && !makeRoom(at)) {
      return { counted: false, waitMs: STORE_FULL_RETRY_SECONDS * 1000, full: true };
    }
    const count = (slot?.count ?? 0) + 1;
    put(id, { count, lastAt: at, expiresAt: at + rule.forgetMs, protected: true });
    return { counted: true };
  };

  const refundNow = (rule: RateLimitRule | BackoffRule, key: string, at: number) => {
    const id = idOf(rule, key);
    const slot = live(id, at);
    if (!slot) return;
    slot.count = Math.max(0, slot.count - 1);
    if (slot.count === 0) slots.delete(id);
    else if ("limit" in rule) slot.protected = rule.failures === true || slot.count >= rule.limit;
  };

  // Synchronous bodies: each call is one step no other request comes between.
  return {
    now,
    async hit(rule, key) {
      const at = now();
      const id = idOf(rule, key);
      let slot = live(id, at);
      if (!slot) {
        if (!makeRoom(at)) {
          return {
            allowed: false,
            remaining: 0,
            retryAfterSeconds: STORE_FULL_RETRY_SECONDS,
            full: true,
          };
        }
        slot = { count: 0, lastAt: at, expiresAt: at + rule.windowMs, protected: false };
      }
      slot.count++;
      slot.lastAt = at;
      slot.protected = rule.failures === true || slot.count >= rule.limit;
      put(id, slot);
      return resultOf(rule, slot.count, slot, at);
    },
    async fail(rule, key, minWaitMs) {
      return fail(rule, key, minWaitMs, now());
    },
    async failPair(pair, pairKey, account, accountKey, floor) {
      const at = now();
      const failures = floor ? (live(idOf(account, accountKey), at)?.count ?? 0) : 0;
      const counted = fail(pair, pairKey, backoffMs(account, failures), at);
      if (!counted.counted) return counted;
      const byAccount = fail(account, accountKey, null, at);
      if (!byAccount.counted) refundNow(pair, pairKey, at);
      return byAccount;
    },
    async refund(rule, key) {
      refundNow(rule, key, now());
    },
    async reset(rule, key) {
      slots.delete(idOf(rule, key));
    },
    async read(rule, key) {
      const slot = live(idOf(rule, key), now());
      return slot ? entryOf(slot) : null;
    },
    size: () => slots.size,
  };
}

/** The eight 16-bit groups of an IPv6 address, as numbers (zone and embedded IPv4 ignored). */
function ipv6Groups(address: string): number[] {
  const [head = "", tail = ""] = address.split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") && tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return groups.map((g) => parseInt(g, 16) || 0);
}

/** The IPv6 network of `address` with its first `groups` groups (4: /64, 3: /48). */
function ipv6Network(address: string, groups: number): string {
  const network = ipv6Groups(address).slice(0, groups);
  return `${network.map((g) => g.toString(16)).join(":")}::/${groups * 16}`;
}

/**
 * The rate-limit key of an address: IPv4 as is, IPv6 by its /64 network (one subscriber
 * usually holds a whole /64, so counting single IPv6 addresses would be easy to dodge).
 */
export function addressKey(address: string): string {
  return address.includes(":") ? ipv6Network(address, 4) : address;
}

/**
 * The /48 of an IPv6 address (a site often holds a whole /48, 65,536 /64s), or null for IPv4:
 * the login throttle counts it as well as the /64 (decision 042).
 */
export function networkKey(address: string): string | null {
  return address.includes(":") ? ipv6Network(address, 3) : null;
}

/** Middleware: counts each request under `rule`, keyed by client address unless told otherwise. */
export function rateLimit(
  store: RateLimitStore,
  rule: RateLimitRule,
  keyOf: (c: Context) => string = (c) => addressKey(clientIp(c)),
): MiddlewareHandler {
  return async (c, next) => {
    const result = await store.hit(rule, keyOf(c));
    if (!result.allowed) {
      c.header("Retry-After", String(result.retryAfterSeconds));
      return c.json({ message: RATE_LIMIT_MESSAGE }, 429);
    }
    await next();
  };
}
