import type { Context, ErrorHandler } from "hono";
import { DomainError } from "#features/shared/domain-error";
import type { Logger } from "../logger";
import { inputErrorResponse } from "./database-errors";
import { databaseUnavailable, isDatabaseUnavailable } from "./database-unavailable";

export const INTERNAL_ERROR_MESSAGE = "Si è verificato un errore interno. Riprova più tardi.";

/**
 * A refused domain rule as the API answers it: `{ message }`, with `issues` naming the field
 * when the rule names one (the same shape as a schema's 400) and `code` its reason, if any.
 */
export function domainErrorResponse(c: Context, error: DomainError): Response {
  const body =
    error.path === undefined
      ? { message: error.message }
      : { message: error.message, issues: [{ path: error.path, message: error.message }] };
  return c.json(error.reason ? { ...body, code: error.reason } : body, error.status);
}

/**
 * The one place where an error thrown by a handler becomes an answer (the app's and the API's
 * onError): a DomainError by its code, an unavailable database 503, a database error the input
 * caused 400/409 (server/http/database-errors.ts), anything else a logged 500.
 */
export function answerError(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof DomainError) return domainErrorResponse(c, error);
    if (isDatabaseUnavailable(error)) return databaseUnavailable(c, logger, error);
    const inputError = inputErrorResponse(error, c);
    if (inputError) return inputError;
    logger.error({ err: error, path: c.req.path }, "unhandled error");
    return c.json({ message: INTERNAL_ERROR_MESSAGE }, 500);
  };
}
