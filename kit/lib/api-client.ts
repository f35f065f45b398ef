import type { Hono } from "hono";
import { hc, type ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import { ApiError } from "./api-errors";
import { fetchRenewingSession } from "./session-renewal";

/**
 * Typed API clients for the admin panel and the customer area (decision 020): Hono's `hc` over
 * the type of a feature's route app (an `import type` of features/<entity>/api/*.ts, erased from
 * the bundle), so paths, bodies and answers come from the routes' zod schemas. Public pages do not
 * load this module (their JS budget): they use ./api.ts.
 *
 *   const clients = apiClient<AdminClientApi>("/api/admin/clients");
 *   const saved = await answer(clients.index.$post({ json: payload }));
 *
 * A call that meets an expired session can be renewed in place (./session-renewal.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app type is accepted
export const apiClient = <App extends Hono<any, any, any>>(base: string) =>
  hc<App>(base, { init: { credentials: "include" }, fetch: fetchRenewingSession });

/** The JSON of the successful answers of a call (null for 204). */
export type Answer<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? Status extends 204
      ? null
      : Status extends SuccessStatusCode
        ? Format extends "json"
          ? Body
          : never
        : never
    : never;

/** Awaits a typed call: its JSON (null when empty), or an ApiError for any non-OK answer. */
export async function answer<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<Answer<R>> {
  const response = (await call) as unknown as Response;
  if (!response.ok) throw await ApiError.of(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as Answer<R>;
}
