import type { Context } from "hono";
import { jsonBodyLimit } from "#server/http/json-body";
import { PortalRuleError } from "../portal-errors";

/** Shared pieces of the customer-area routes. */

/** Customer-area bodies are small texts: 64 KB is plenty. */
export const portalBodyLimit = jsonBodyLimit(64);

/** A refused rule as the API answers it: { message, issues } with 400, or { message } 404. */
export function ruleErrorResponse(c: Context, error: unknown): Response {
  if (!(error instanceof PortalRuleError)) throw error;
  if (error.status === 404) return c.json({ message: error.message }, 404);
  const issues = [{ path: error.path ?? "", message: error.message }];
  return c.json({ message: error.message, issues }, 400);
}

export const notFound = (c: Context, message: string) => c.json({ message }, 404);
