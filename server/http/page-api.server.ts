import type { Context } from "hono";
import type { AppEnv } from "../context";

declare module "react-router" {
  interface AppLoadContext {
    /**
     * Server-only: sends one JSON call to the API in this process (no network), as the page's
     * own request: same cookies, Origin, client address and proxy headers. The page actions of
     * the forms use it when JavaScript did not send the form (decision 024), so the API's rate
     * limits, honeypot, throttling, validation and session cookies apply to them unchanged.
     */
    callApi: (path: `/${string}`, body: Record<string, unknown>) => Promise<Response>;
  }
}

/** The headers of the page request the API reads (session, CSRF, client address, language). */
const forwarded = [
  "cookie",
  "origin",
  "sec-fetch-site",
  "user-agent",
  "accept-language",
  "x-forwarded-for",
  "x-forwarded-proto",
  "x-forwarded-host",
  "x-real-ip",
  "forwarded",
];

/**
 * The load context's callApi for the page request `c`: a POST of `body` as JSON to the API
 * route `path` (`/contact` is `/api/contact`) through `api.fetch`, with the request's connection (for the client address).
 */
export function pageApiCaller(
  api: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> },
  c: Context<AppEnv>,
) {
  return async (path: `/${string}`, body: Record<string, unknown>): Promise<Response> => {
    const headers = new Headers({ "content-type": "application/json" });
    for (const name of forwarded) {
      const value = c.req.raw.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    const url = new URL(path, c.req.url);
    const request = new Request(url, { method: "POST", headers, body: JSON.stringify(body) });
    return api.fetch(request, c.env);
  };
}
