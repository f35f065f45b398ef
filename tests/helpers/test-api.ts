import type { Database } from "#db/client";
import { createApi } from "#server/api";
import type { Deps } from "#server/context";
import { createRateLimitStore } from "#server/http/rate-limit";
import { readEnv } from "#server/env";
import { createLogger } from "#server/logger";
import { createUploadStorage } from "#server/storage";

/**
 * The real /api app on a test database; call it with api.request("/path", init).
 * Each call gets fresh rate-limit counters, a mail worker that does nothing on kick() and the
 * uploads' storage `env` chooses (DATA_DIR/uploads, or the bucket of the S3_* variables);
 * pass `deps` to observe or replace the first two.
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
    storage: createUploadStorage(config),
  });
}
