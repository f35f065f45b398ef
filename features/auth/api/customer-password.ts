import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { readValidBody } from "#server/http/json-body";
import { rateLimit, rateLimitRules } from "#server/http/rate-limit";
import { portalBodyLimit } from "#features/customer-portal/api/portal-http";
import {
  forgotPasswordSchema,
  passwordResetMessages,
  resetPasswordSchema,
} from "../password-reset.schema";
import { requestPasswordReset, resetPassword } from "../password-reset.server";
import { getSiteSettings } from "#features/settings/settings.server";
import { refuseCommonPasswords } from "../common-passwords.server";

/** The form's rules plus the server-only common-password check. */
const resetSchema = refuseCommonPasswords(resetPasswordSchema, "newPassword");

/**
 * /api/customer-password: the forgotten-password flow, reachable without a session (mounted in
 * server/api/index.ts):
 *   POST /forgot { email } -> 202 { message } always the same (no hint whether the address is
 *                 registered); for an active customer a one-hour link is mailed through the
 *                 outbox: {env.siteUrl}/customer/reimposta-password?token=... (configuration only,
 *                 never the request's Host). At most 5 requests per address in 15 minutes (429),
 *                 and 3 mails per recipient an hour (over that, the same 202 and no mail); a new
 *                 link voids the older ones.
 *   POST /reset  { token, newPassword } -> 200 { message }; the new password follows the
 *                 password policy (400 otherwise); the password changes, the link is
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
        const answer = () => c.json({ message: passwordResetMessages.requested }, 202);
        // Counted per recipient before any await, so a burst cannot slip past the cap; over it
        // the answer stays the same (the database caps the mails too, across restarts).
        const recipient = rateLimits.hit(rateLimitRules.passwordForgotRecipient, body.value.email);
        if (!recipient.allowed) {
          logger.info({ outcome: "capped" }, "customer password reset requested");
          return answer();
        }
        const brand = (await getSiteSettings(db)).site_name.trim() || "Scaligera Digital";
        const outcome = await requestPasswordReset(db, body.value.email, {
          siteUrl: env.siteUrl,
          brand,
        });
        if (outcome === "queued") mail.kick();
        logger.info({ outcome }, "customer password reset requested");
        return answer();
      },
    )
    .post(
      "/reset",
      rateLimit(rateLimits, rateLimitRules.passwordReset),
      portalBodyLimit,
      async (c) => {
        const body = await readValidBody(c, resetSchema);
        if (!body.ok) return body.response;
        if (!(await resetPassword(db, body.value.token, body.value.newPassword))) {
          const message = passwordResetMessages.invalidLink;
          return c.json({ message, issues: [{ path: "token", message }] }, 400);
        }
        return c.json({ message: passwordResetMessages.done });
      },
    );
}
