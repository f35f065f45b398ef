import type { Context, MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { AppEnv } from "../context";
import { resolveClient, type ClientInfo, type ProxyTrust } from "./proxy-trust";

/** The TCP peer; requests that do not come through the Node server (tests) have none. */
function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * Works out once per request who the client is, believing proxy headers only from the proxies
 * TRUST_PROXY names (server/http/proxy-trust.ts). Installed first by the app and by the API.
 */
export function clientInfo(trust: ProxyTrust): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get("client")) {
      const peer = peerAddress(c);
      c.set("client", resolveClient(trust, { peer, headers: c.req.raw.headers, url: c.req.url }));
    }
    await next();
  };
}

function client(c: Context): ClientInfo {
  const known = c.get("client") as ClientInfo | undefined;
  if (known) return known;
  // Without the middleware (a route tested on its own) nothing but the socket is believed.
  const info = resolveClient(
    { kind: "none" },
    {
      peer: peerAddress(c),
      headers: c.req.raw.headers,
      url: c.req.url,
    },
  );
  c.set("client", info);
  return info;
}

/** The visitor's address, for rate limits, login throttling and logs. */
export const clientIp = (c: Context): string => client(c).ip;

/** Whether the visitor's browser uses HTTPS (Secure, `__Host-` session cookies). */
export const isHttps = (c: Context): boolean => client(c).https;
