import type { Database } from "../../db/client";
import { createApi } from "../../server/api";
import { readEnv } from "../../server/env";
import { createLogger } from "../../server/logger";

/** The real /api app on a test database; call it with api.request("/path", init). */
export function createTestApi(db: Database, env: Record<string, string> = {}) {
  const config = readEnv({ NODE_ENV: "test", ...env });
  return createApi({ db, env: config, logger: createLogger(config) });
}
