import type { Context } from "hono";

/** The largest id a PostgreSQL `integer` (serial) column holds. */
const MAX_ID = 2_147_483_647;

/**
 * A database id from a path segment: a positive 32-bit integer written without sign, leading
 * zeros or decimals, else null (the route then answers 404).
 */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/** `parseRouteId` of the path parameter `name` (default "id"). */
export function routeId(c: Context, name = "id"): number | null {
  return parseRouteId(c.req.param(name));
}
