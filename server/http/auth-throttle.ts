import type { Context } from "hono";
import type { SessionKind } from "../../domain/auth/session.server";
import { tooManyAttemptsMessage } from "../../domain/auth/auth.schema";
import { clientIp } from "./client-ip";
import { addressKey, rateLimitRules, type RateLimitRule, type RateLimitStore } from "./rate-limit";

/** Failed logins allowed per account and per address, for each login (see rateLimitRules). */
export const loginThrottleRules: Record<
  SessionKind,
  { account: RateLimitRule; ip: RateLimitRule }
> = {
  admin: { account: rateLimitRules.adminLoginAccount, ip: rateLimitRules.adminLoginIp },
  customer: { account: rateLimitRules.customerLoginAccount, ip: rateLimitRules.customerLoginIp },
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
