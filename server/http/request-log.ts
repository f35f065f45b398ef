import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";
import type { AppEnv } from "../context";
import { clientIp } from "./client-ip";

/**
 * One JSON line per request: no query string (it may carry tokens), no headers, no bodies. The
 * address is the client's as TRUST_PROXY allows it to be known (server/http/client-ip.ts).
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  // Above "info" (LOG_LEVEL=warn, as the bench runs) there is nothing to write: no step at all.
  if (!logger.isLevelEnabled("info")) return (_c, next) => next();
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info({
      method: c.req.method,
      ip: clientIp(c),
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
