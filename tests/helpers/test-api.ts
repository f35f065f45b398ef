import type { Database } from "#db/client";
import { createApi } from "#server/api";
import type { Deps } from "#server/context";
import { createRateLimitStore } from "#server/http/rate-limit";
import { readEnv } from "#server/env";
import { createLogger } from "#server/logger";

/**
 * The real /api app on a test database; call it with api.request("/path", init).
 * Each call gets fresh rate-limit counters and a mail worker that does nothing on kick();
 * pass `deps` to observe or replace them.
 */
export function createTestApi(
  db: Database,
  env: Record<string, string> = {},
  deps: Partial<Pick<Deps, "mail" | "rateLimits">> = {},
) {
  const config = readEnv({ NODE_ENV: "test", ...env });
  return createApi({
    db,
    env: config,
    logger: createLogger(config),
    mail: deps.mail ?? { kick() {} },
    rateLimits: deps.rateLimits ?? createRateLimitStore(),
  });
}
