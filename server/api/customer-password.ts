import { Hono } from "hono";
import type { AppEnv, Deps } from "../context";
import { readValidBody } from "../http/json-body";
import { rateLimit, rateLimitRules } from "../http/rate-limit";
import { portalBodyLimit } from "./customer/portal-http";
import {
  forgotPasswordSchema,
  passwordResetMessages,
  resetPasswordSchema,
} from "../../domain/auth/password-reset.schema";
import { requestPasswordReset, resetPassword } from "../../domain/auth/password-reset.server";
import { getSiteSettings } from "../../domain/settings/settings.server";

/**
 * /api/customer-password: the forgotten-password flow, reachable without a session (mounted in
 * server/api/index.ts):
 *   POST /forgot { email } -> 202 { message } always the same (no hint whether the address is
 *                 registered); for an active customer a one-hour link is mailed through the
 *                 outbox: {PUBLIC_SITE_URL or the request origin}/customer/reimposta-password?token=...
 *   POST /reset  { token, newPassword } -> 200 { message }; the password changes, the link is
 *                 spent and every session of the customer ends; a used, expired or unknown
 *                 link -> 400 'Il link non è valido o è scaduto. Richiedi un nuovo link.'
 */
export function customerPasswordRoutes({ db, env, logger, mail, rateLimits }: Deps) {
  return new Hono<AppEnv>()
    .post(
      "/forgot",
      rateLimit(rateLimits, rateLimitRules.passwordForgot),
      portalBodyLimit,
      async (c) => {
        const body = await readValidBody(c, forgotPasswordSchema);
        if (!body.ok) return body.response;
        const siteUrl = env.PUBLIC_SITE_URL ?? new URL(c.req.url).origin;
        const brand = (await getSiteSettings(db)).site_name.trim() || "Scaligera Digital";
        const queued = await requestPasswordReset(db, body.value.email, { siteUrl, brand });
        if (queued) mail.kick();
        logger.info({ queued }, "customer password reset requested");
        return c.json({ message: passwordResetMessages.requested }, 202);
      },
    )
    .post(
      "/reset",
      rateLimit(rateLimits, rateLimitRules.passwordReset),
      portalBodyLimit,
      async (c) => {
        const body = await readValidBody(c, resetPasswordSchema);
        if (!body.ok) return body.response;
        if (!(await resetPassword(db, body.value.token, body.value.newPassword))) {
          const message = passwordResetMessages.invalidLink;
          return c.json({ message, issues: [{ path: "token", message }] }, 400);
        }
        return c.json({ message: passwordResetMessages.done });
      },
    );
}
