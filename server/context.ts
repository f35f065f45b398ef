import type { Database } from "../db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";
import type { RateLimitStore } from "./http/rate-limit";
import type { MailKicker } from "./mail-worker";

/** What every part of the server is given at start-up. */
export type Deps = {
  db: Database;
  env: Env;
  logger: Logger;
  /** Wakes the mail outbox worker after a request queued a mail. */
  mail: MailKicker;
  /** Per-IP request counters shared by every rate-limited route. */
  rateLimits: RateLimitStore;
};

/** Hono's per-request variables. */
export type AppEnv = {
  Variables: {
    nonce: string;
  };
};
