import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";

type Options = {
  production: boolean;
  analytics: boolean;
  /** WEBMAIL_URL: the one other place a form of the site (/webmail) may post to. */
  webmailUrl?: string | null;
};

/**
 * What lets a page's inline scripts run: this response's nonce, or, for a page from the public
 * cache, the hashes of its inline scripts (decision 010). Either way 'strict-dynamic' passes the
 * trust on to the modules and scripts they load; 'self' and the analytics host only count for
 * browsers without CSP level 3.
 */
export type ScriptSources = { nonce: string } | { hashes: readonly string[] };

function scriptSrc(scripts: ScriptSources, google: string): string {
  const allowed =
    "nonce" in scripts ? ` 'nonce-${scripts.nonce}'` : scripts.hashes.map((h) => ` ${h}`).join("");
  return `script-src 'self'${allowed} 'strict-dynamic'${google}`;
}

/** Builds the Content-Security-Policy for one response; scripts run only as `scripts` allows. */
export function contentSecurityPolicy(
  scripts: ScriptSources,
  { production, analytics, webmailUrl }: Options,
): string {
  const google = analytics ? " https://www.googletagmanager.com" : "";
  const googleConnect = analytics
    ? " https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com"
    : "";
  const directives = [
    "default-src 'self'",
    scriptSrc(scripts, google),
    // Inline style attributes (hero colours) are needed; inline scripts are not allowed.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${analytics ? " https://*.google-analytics.com https://www.googletagmanager.com" : ""}`,
    "font-src 'self'",
    `connect-src 'self'${googleConnect}${production ? "" : " ws: wss:"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action 'self'${webmailUrl ? ` ${new URL(webmailUrl).origin}` : ""}`,
    "object-src 'none'",
  ];
  if (production) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function securityHeaders(options: Options): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    const h = c.res.headers;
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "DENY");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    if (options.production) {
      h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
    if ((h.get("Content-Type") ?? "").startsWith("text/html")) {
      const hashes = c.get("cspScriptHashes") as string[] | undefined;
      h.set(
        "Content-Security-Policy",
        contentSecurityPolicy(hashes ? { hashes } : { nonce }, options),
      );
    }
  };
}
