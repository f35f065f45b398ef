import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The address of the peer that opened the connection. Proxy headers (X-Forwarded-For) are not
 * trusted: anyone can send them. Requests that do not come through the Node server (tests call
 * `app.request()` directly) have no socket and count as 'unknown'.
 */
export function clientIp(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address;
    if (!address) return "unknown";
    // An IPv4 peer on a dual-stack socket shows up as ::ffff:a.b.c.d.
    return address.startsWith("::ffff:") ? address.slice(7) : address;
  } catch {
    return "unknown";
  }
}
