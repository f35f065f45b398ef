import type { Database } from "../db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";
import type { RateLimitStore } from "./http/rate-limit";
import type { MailKicker } from "./mail-worker";
import type { UploadStorage } from "./storage";
import type { ClientInfo } from "./http/proxy-trust";
import type { AdminUser, CustomerIdentity } from "../features/auth/auth.schema";

/** What every part of the server is given at start-up. */
export type Deps = {
  db: Database;
  env: Env;
  logger: Logger;
  /** Wakes the mail outbox worker after a request queued a mail. */
  mail: MailKicker;
  /** Per-IP request counters shared by every rate-limited route. */
  rateLimits: RateLimitStore;
  /** Where uploads are kept: DATA_DIR/uploads or the S3 bucket (server/storage/, decision 029). */
  storage: UploadStorage;
};

/**
 * What an admin write did to one row: the rows as stored before and after it (null for none).
 * crudRoutes hands it to `recordChange`; the admin registry wires that to the activity log.
 */
export type RowChange = {
  entityId?: number;
  action: "create" | "update" | "delete";
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** Hono's per-request variables. */
export type AppEnv = {
  Variables: {
    nonce: string;
    /**
     * Set when the answer comes from the public page cache or will be stored there: the
     * 'sha256-…' sources of its inline scripts, which replace the nonce in its CSP (decision 010).
     */
    cspScriptHashes: string[];
    /** True while an anonymous request the page cache may store is handled (server/page-cache/). */
    publicCache: boolean;
    /** Who sent the request, through trusted proxies only: server/http/client-ip.ts. */
    client: ClientInfo;
    /** The signed-in administrator: set by requireAdmin (server/http/auth.ts); read it only behind it. */
    admin: AdminUser;
    /** The signed-in customer: set by requireCustomer; read it only behind it. */
    customer: CustomerIdentity;
    /**
     * Set by an admin POST that only computes an answer (a preview): neither the activity log
     * nor the caches treat it as a write (`changesNothing` in server/http/admin-writes.ts).
     */
    changesNothing: boolean;
    /**
     * Told what a write of `crudRoutes` did (server/http/crud-routes.ts): set by the admin
     * registry (server/api/admin/index.ts) to the activity log's `noteChange`; unset, nothing
     * is told. The HTTP layer imports no entity (decision 056).
     */
    recordChange: (change: RowChange) => void;
  };
};
