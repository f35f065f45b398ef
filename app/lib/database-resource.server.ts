import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from "#server/http/database-unavailable";

/**
 * A resource route's answer built from the database. While the database is unavailable a crawler
 * or feed reader gets 503 with Retry-After (React Router's own would be a bare 500).
 */
export async function databaseResource(build: () => Promise<Response>): Promise<Response> {
  try {
    return await build();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return new Response(DATABASE_UNAVAILABLE_MESSAGE, {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
      },
    });
  }
}
