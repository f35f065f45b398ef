/** An error of the database driver: its SQLSTATE and what PostgreSQL said. */
export type DriverError = { code: string; detail?: unknown; message?: unknown };

/**
 * The first error in the chain of causes whose SQLSTATE `matches`: drizzle wraps the driver's
 * error (DrizzleQueryError, with the original as `cause`); node-postgres and PGlite both give the
 * SQLSTATE as `code`.
 */
export function findDriverError(
  error: unknown,
  matches: (code: string) => boolean,
): DriverError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && matches(code)) return current as DriverError;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** A unique-constraint violation from either driver. */
export const isUniqueViolation = (error: unknown) =>
  findDriverError(error, (code) => code === "23505") !== null;
