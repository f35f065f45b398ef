/** The largest id a PostgreSQL `integer` (serial) column holds. */
const MAX_ID = 2_147_483_647;

/**
 * A database id from a path segment: a positive 32-bit integer written without sign, leading
 * zeros or decimals, else null (the route then answers 404; see idSchema in ./openapi.ts).
 */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}
