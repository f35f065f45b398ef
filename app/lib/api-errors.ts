/** Reading the errors apiRequest throws ("{status}: {body}"), for any screen. */

/** The HTTP status of an error thrown by apiRequest ("{status}: {body}"), or null. */
export function apiErrorStatus(error: unknown): number | null {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/** The JSON `message` of an error thrown by apiRequest, or null when there is none. */
export function apiErrorMessage(error: unknown): string | null {
  if (!(error instanceof Error) || apiErrorStatus(error) === null) return null;
  try {
    const body = JSON.parse(error.message.slice(5)) as { message?: unknown };
    return typeof body.message === "string" && body.message.trim() ? body.message : null;
  } catch {
    return null;
  }
}

/** True for the "401: ..." errors that mean the session is gone. */
export const isUnauthorizedError = (error: unknown) => apiErrorStatus(error) === 401;
