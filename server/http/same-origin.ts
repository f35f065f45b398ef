import type { MiddlewareHandler } from "hono";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site (DESIGN.md security).
 * Browsers always send Origin on such requests; clients without one (curl, server-to-server)
 * are not a CSRF vector and pass.
 */
export function sameOrigin(publicSiteUrl?: string): MiddlewareHandler {
  const configured = publicSiteUrl ? new URL(publicSiteUrl).origin : null;
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const allowed =
      origin === undefined
        ? fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none"
        : origin === new URL(c.req.url).origin || origin === configured;
    if (!allowed) {
      return c.json({ message: "Richiesta non consentita da un'origine esterna" }, 403);
    }
    return next();
  };
}
