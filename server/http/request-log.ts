import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";
import type { AppEnv } from "../context";

/** One JSON line per request: no query string (it may carry tokens), no headers, no bodies. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info({
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
