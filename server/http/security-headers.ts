import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";

type Options = { production: boolean; analytics: boolean };

/** Builds the Content-Security-Policy for one response; scripts run only with this request's nonce. */
export function contentSecurityPolicy(nonce: string, { production, analytics }: Options): string {
  const google = analytics ? " https://www.googletagmanager.com" : "";
  const googleConnect = analytics
    ? " https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com"
    : "";
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${google}`,
    // Inline style attributes (hero colours) are needed; inline scripts are not allowed.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${analytics ? " https://*.google-analytics.com https://www.googletagmanager.com" : ""}`,
    "font-src 'self'",
    `connect-src 'self'${googleConnect}${production ? "" : " ws: wss:"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self' https:",
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
      h.set("Content-Security-Policy", contentSecurityPolicy(nonce, options));
    }
  };
}
