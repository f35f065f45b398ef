import type { Database } from "../db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";

/** What every part of the server is given at start-up. */
export type Deps = {
  db: Database;
  env: Env;
  logger: Logger;
};

/** Hono's per-request variables. */
export type AppEnv = {
  Variables: {
    nonce: string;
  };
};
