import { isRouteErrorResponse } from "react-router";
import type { Logger } from "../logger";
import { isDatabaseUnavailable } from "./database-unavailable";

/**
 * How a page's loader or action error goes to the log (entry.server's handleError). A refusal
 * React Router answers itself with a 4xx (a POST to a page without an action: 405; a path that
 * matches no route: 404) is the client's doing: one info line with its status, no stack. The
 * database being unavailable is a warning; anything else an error with its stack.
 */
export function logPageError(logger: Logger, error: unknown, path: string) {
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.info({ path, status: error.status }, "page request refused");
  } else if (isDatabaseUnavailable(error)) {
    logger.warn({ err: error, path }, "database unavailable");
  } else {
    logger.error({ err: error, path }, "page error");
  }
}
