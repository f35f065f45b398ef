import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import type { AppEnv } from "../../context";
import { readJsonBody, validationError } from "../../http/json-body";

/**
 * Request helpers of the catalog admin routes (clients, certified partners, solutions).
 */

/** A positive 32-bit id from the path, or null (the route then answers 404). */
export function routeId(c: Context<AppEnv>): number | null {
  const raw = c.req.param("id") ?? "";
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

/** The JSON body checked with `schema`: 415/400 for a bad body, 400 with the issues otherwise. */
export async function readValid<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
): Promise<Parsed<z.output<S>>> {
  const body = await readJsonBody(c);
  if (!body.ok) return body;
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) return { ok: false, response: validationError(c, parsed.error) };
  return { ok: true, value: parsed.data };
}

/** JSON bodies of these routes are small: anything over 256 KB is refused with 413. */
export const catalogBodyLimit = () =>
  bodyLimit({
    maxSize: 256 * 1024,
    onError: (c) => c.json({ message: "Richiesta troppo grande: il limite è di 256 KB" }, 413),
  });
