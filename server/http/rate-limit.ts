import type { Context, MiddlewareHandler } from "hono";
import { clientIp } from "./client-ip";

/** One limit: at most `limit` hits per `windowMs` for each key, counted under `name`. */
export type RateLimitRule = { name: string; limit: number; windowMs: number };

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/** Fixed-window counters shared by every limit of the process (contact, tickets, login ...). */
export type RateLimitStore = {
  hit(rule: RateLimitRule, key: string): RateLimitResult;
  /** The state of a key without counting a hit ("count failures only" limits, e.g. logins). */
  peek(rule: RateLimitRule, key: string): RateLimitResult;
  /** Forgets a key, e.g. after a successful login. */
  reset(rule: RateLimitRule, key: string): void;
  /** Number of windows held in memory. */
  size(): number;
};

const TEN_MINUTES = 10 * 60_000;
const FIFTEEN_MINUTES = 15 * 60_000;

/** Every limit of the API, in one place. */
export const rateLimitRules = {
  /** Contact form submissions per address. */
  contact: { name: "contact", limit: 5, windowMs: TEN_MINUTES },
  /** Public tickets per address. */
  tickets: { name: "tickets", limit: 5, windowMs: TEN_MINUTES },
  /** Downloads counted per address: enough for any real visitor, not for inflating counters. */
  softwareDownload: { name: "software-download", limit: 60, windowMs: TEN_MINUTES },
  /** Password reset requests per address. */
  passwordForgot: { name: "customer-password-forgot", limit: 5, windowMs: FIFTEEN_MINUTES },
  /** Password reset attempts per address. */
  passwordReset: { name: "customer-password-reset", limit: 10, windowMs: FIFTEEN_MINUTES },
  /** Password changes per customer (the current password is guessed no faster). */
  passwordChange: { name: "customer-password-change", limit: 10, windowMs: FIFTEEN_MINUTES },
  /** Failed logins, per account and per address (counted by ./auth-throttle.ts). */
  adminLoginAccount: { name: "admin-login-account", limit: 10, windowMs: FIFTEEN_MINUTES },
  adminLoginIp: { name: "admin-login-ip", limit: 30, windowMs: FIFTEEN_MINUTES },
  customerLoginAccount: { name: "customer-login-account", limit: 10, windowMs: FIFTEEN_MINUTES },
  customerLoginIp: { name: "customer-login-ip", limit: 30, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, RateLimitRule>;

export const RATE_LIMIT_MESSAGE = "Troppe richieste. Riprova tra qualche minuto.";

/** In-memory store; expired windows are swept once the map grows past `maxEntries`. */
export function createRateLimitStore(
  options: { now?: () => number; maxEntries?: number } = {},
): RateLimitStore {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 10_000;
  const windows = new Map<string, { count: number; resetAt: number }>();

  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
    // Still too many live windows: drop the oldest ones rather than grow without bound.
    for (const key of windows.keys()) {
      if (windows.size < maxEntries) break;
      windows.delete(key);
    }
  };

  return {
    hit(rule, key) {
      const at = now();
      const id = `${rule.name}\u0000${key}`;
      let window = windows.get(id);
      if (!window || window.resetAt <= at) {
        if (window) windows.delete(id);
        if (windows.size >= maxEntries) sweep(at);
        window = { count: 0, resetAt: at + rule.windowMs };
        windows.set(id, window);
      }
      window.count++;
      return {
        allowed: window.count <= rule.limit,
        remaining: Math.max(0, rule.limit - window.count),
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - at) / 1000)),
      };
    },
    peek(rule, key) {
      const at = now();
      const window = windows.get(`${rule.name}\u0000${key}`);
      const live = window && window.resetAt > at ? window : null;
      return {
        allowed: (live?.count ?? 0) < rule.limit,
        remaining: Math.max(0, rule.limit - (live?.count ?? 0)),
        retryAfterSeconds: live ? Math.max(1, Math.ceil((live.resetAt - at) / 1000)) : 0,
      };
    },
    reset(rule, key) {
      windows.delete(`${rule.name}\u0000${key}`);
    },
    size: () => windows.size,
  };
}

/**
 * The rate-limit key of an address: IPv4 as is, IPv6 by its /64 network (one subscriber
 * usually holds a whole /64, so counting single IPv6 addresses would be easy to dodge).
 */
export function addressKey(address: string): string {
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") && tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  const network = groups.slice(0, 4).map((g) => (parseInt(g, 16) || 0).toString(16));
  return `${network.join(":")}::/64`;
}

/** Middleware: counts each request under `rule`, keyed by client address unless told otherwise. */
export function rateLimit(
  store: RateLimitStore,
  rule: RateLimitRule,
  keyOf: (c: Context) => string = (c) => addressKey(clientIp(c)),
): MiddlewareHandler {
  return async (c, next) => {
    const result = store.hit(rule, keyOf(c));
    if (!result.allowed) {
      c.header("Retry-After", String(result.retryAfterSeconds));
      return c.json({ message: RATE_LIMIT_MESSAGE }, 429);
    }
    await next();
  };
}
