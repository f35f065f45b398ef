import type { Context } from "hono";
import type { SessionKind } from "../../domain/auth/session.server";
import { tooManyAttemptsMessage } from "../../domain/auth/auth.schema";
import { clientIp } from "./client-ip";
import { addressKey, type RateLimitRule, type RateLimitStore } from "./rate-limit";

const WINDOW_MS = 15 * 60_000;

/** Failed logins allowed per 15 minutes, per account and per address, for each login. */
export const loginThrottleRules: Record<
  SessionKind,
  { account: RateLimitRule; ip: RateLimitRule }
> = {
  admin: {
    account: { name: "admin-login-account", limit: 10, windowMs: WINDOW_MS },
    ip: { name: "admin-login-ip", limit: 30, windowMs: WINDOW_MS },
  },
  customer: {
    account: { name: "customer-login-account", limit: 10, windowMs: WINDOW_MS },
    ip: { name: "customer-login-ip", limit: 30, windowMs: WINDOW_MS },
  },
};

/**
 * Login throttling that counts failures only: `blocked()` answers 429 (with Retry-After) once an
 * account or an address used up its failures; `failed()` counts one; `succeeded()` clears the
 * account's count (the address keeps its own).
 */
export function loginThrottle(
  store: RateLimitStore,
  kind: SessionKind,
  c: Context,
  account: string,
) {
  const rules = loginThrottleRules[kind];
  const accountKey = account.trim().toLowerCase();
  const ipKey = addressKey(clientIp(c));
  return {
    blocked(): Response | null {
      const states = [store.peek(rules.account, accountKey), store.peek(rules.ip, ipKey)];
      const refused = states.filter((s) => !s.allowed);
      if (refused.length === 0) return null;
      const retryAfter = Math.max(...refused.map((s) => s.retryAfterSeconds));
      c.header("Retry-After", String(retryAfter));
      return c.json({ message: tooManyAttemptsMessage(retryAfter) }, 429);
    },
    failed() {
      store.hit(rules.account, accountKey);
      store.hit(rules.ip, ipKey);
    },
    succeeded() {
      store.reset(rules.account, accountKey);
    },
  };
}
