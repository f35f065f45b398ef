import type { Context } from "hono";
import type { z } from "zod";
import { routeBodyLimit } from "./body-limit";

type BodyResult = { ok: true; value: Record<string, unknown> } | { ok: false; response: Response };

/**
 * Reads a JSON object from the request body. A wrong content type (415), malformed JSON or a
 * non-object (400) become clear Italian answers instead of exceptions.
 */
export async function readJsonBody(c: Context): Promise<BodyResult> {
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    const message = "Formato non supportato: invia i dati in JSON (Content-Type: application/json)";
    return { ok: false, response: c.json({ message }, 415) };
  }
  let value: unknown;
  try {
    value = JSON.parse(await c.req.text());
  } catch {
    return {
      ok: false,
      response: c.json({ message: "Richiesta non valida: JSON malformato" }, 400),
    };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    const message = "Richiesta non valida: è atteso un oggetto JSON con i campi richiesti";
    return { ok: false, response: c.json({ message }, 400) };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/** 400 with the first message on top and every issue listed (DESIGN.md API conventions). */
export function validationError(c: Context, error: z.ZodError) {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
  return c.json({ message: issues[0]?.message ?? "Dati non validi", issues }, 400);
}

/**
 * A route's own limit in KB, replacing the API default (server/http/body-limit.ts): 413 with a
 * message that names the limit.
 */
export const jsonBodyLimit = (kilobytes: number) => routeBodyLimit(kilobytes * 1024);

/**
 * The parsed fields of a PATCH that the client actually sent: defaults the schema fills in
 * for missing fields must not overwrite stored values.
 */
export function onlySent<T extends Record<string, unknown>>(
  parsed: T,
  raw: Record<string, unknown>,
): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(parsed) as (keyof T & string)[]) {
    if (Object.hasOwn(raw, key) && raw[key] !== undefined) changes[key] = parsed[key];
  }
  return changes;
}
