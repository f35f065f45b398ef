/** Small helpers of the customer and service-template routes. */

/** A positive database id from a path segment, or null (then the answer is 404). */
export function routeId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

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
