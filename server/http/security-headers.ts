import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";

const FRAME_NONE = "frame-ancestors 'none'";

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
    FRAME_NONE,
    "base-uri 'self'",
    `form-action 'self'${webmailUrl ? ` ${new URL(webmailUrl).origin}` : ""}`,
    "object-src 'none'",
  ];
  if (production) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Headers every answer gets, whatever its type: names in lower case, as Node sends them. */
function fixedHeaders(production: boolean): [string, string][] {
  const headers: [string, string][] = [
    ["x-content-type-options", "nosniff"],
    ["referrer-policy", "strict-origin-when-cross-origin"],
    ["x-frame-options", "DENY"],
    ["cross-origin-opener-policy", "same-origin"],
    ["permissions-policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()"],
  ];
  if (production) {
    headers.push(["strict-transport-security", "max-age=63072000; includeSubDomains"]);
  }
  return headers;
}

/**
 * Back-office pages that the panel shows in a frame of its own (the page editor's live preview,
 * decision 059): framed by the site itself only, never by another origin.
 */
export const sameOriginFramePaths: ReadonlySet<string> = new Set(["/admin/anteprima-pagina"]);

const isHtml = (contentType: string | null | undefined) =>
  contentType != null && contentType.startsWith("text/html");

/**
 * The site's security headers, worked out once: the fixed ones, and the CSP of an HTML answer
 * from its nonce (one string concatenation per request) or from the script hashes of a page of the
 * public cache (built when the page is stored, decision 013).
 */
export function createSecurityHeaders(options: Options) {
  const fixed = fixedHeaders(options.production);
  // The policy around a placeholder: a nonce is base64, which has no "<" or ">".
  const placeholder = "<nonce>";
  const [beforeNonce = "", afterNonce = ""] = contentSecurityPolicy(
    { nonce: placeholder },
    options,
  ).split(placeholder);
  const policyWithNonce = (nonce: string) => beforeNonce + nonce + afterNonce;

  /**
   * Every security header of an answer with this Content-Type: the fixed ones, plus for HTML the
   * CSP, from `hashes` when given (a stored page) or else the nonce.
   */
  function headersFor(
    contentType: string | null | undefined,
    scripts: { hashes: readonly string[] } | { nonce: string },
  ): [string, string][] {
    if (!isHtml(contentType)) return fixed;
    const policy =
      "hashes" in scripts
        ? contentSecurityPolicy(scripts, options)
        : policyWithNonce(scripts.nonce);
    return [...fixed, ["content-security-policy", policy]];
  }

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    const h = c.res.headers;
    for (const [name, value] of fixed) h.set(name, value);
    const contentType = h.get("content-type");
    if (isHtml(contentType)) {
      const hashes = c.get("cspScriptHashes") as string[] | undefined;
      const policy = hashes ? contentSecurityPolicy({ hashes }, options) : policyWithNonce(nonce);
      if (sameOriginFramePaths.has(c.req.path)) {
        h.set("x-frame-options", "SAMEORIGIN");
        h.set("content-security-policy", policy.replace(FRAME_NONE, "frame-ancestors 'self'"));
      } else {
        h.set("content-security-policy", policy);
      }
    }
  };

  return { headersFor, middleware };
}

export type SecurityHeaders = ReturnType<typeof createSecurityHeaders>;

export function securityHeaders(options: Options): MiddlewareHandler<AppEnv> {
  return createSecurityHeaders(options).middleware;
}
