import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { readJsonBody, validationError } from "../../http/json-body";
import { PortalRuleError } from "../../../domain/customer-portal/portal-errors";

/** Shared pieces of the customer-area routes. */

/** An id from the URL: a positive 32-bit integer, or null (the route then answers 404). */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** Customer-area bodies are small texts: 64 KB is plenty. */
export const portalBodyLimit = bodyLimit({
  maxSize: 64 * 1024,
  onError: (c) => c.json({ message: "Richiesta troppo grande: il limite è di 64 KB" }, 413),
});

/** Reads and validates a JSON body: the parsed value, or the 4xx answer to return. */
export async function parseBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<{ ok: true; value: z.output<S> } | { ok: false; response: Response }> {
  const read = await readJsonBody(c);
  if (!read.ok) return read;
  const parsed = schema.safeParse(read.value);
  if (!parsed.success) return { ok: false, response: validationError(c, parsed.error) };
  return { ok: true, value: parsed.data };
}

/** A refused rule as the API answers it: { message, issues } with 400, or { message } 404. */
export function ruleErrorResponse(c: Context, error: unknown): Response {
  if (!(error instanceof PortalRuleError)) throw error;
  if (error.status === 404) return c.json({ message: error.message }, 404);
  const issues = [{ path: error.path ?? "", message: error.message }];
  return c.json({ message: error.message, issues }, 400);
}

export const notFound = (c: Context, message: string) => c.json({ message }, 404);
