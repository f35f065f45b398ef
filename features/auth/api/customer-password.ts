import { z } from "#kit/lib/zod";
import type { Deps } from "#server/context";
import { rateLimit, rateLimitRules } from "#server/http/rate-limit";
import { apiRoutes, errorAnswer, jsonAnswer, jsonBody, routeKit } from "#server/http/openapi";
import { portalBodyLimit } from "#features/customer-portal/api/portal-http";
import {
  forgotPasswordSchema,
  passwordResetMessages,
  resetPasswordSchema,
} from "../password-reset.schema";
import { requestPasswordReset, resetPassword } from "../password-reset.server";
import { getSiteSettings } from "#features/settings/settings.server";
import { refuseCommonPasswords } from "../common-passwords.server";
import { rememberDevice } from "../trusted-device/trusted-device.server";
import { sessionOptions } from "#server/http/auth";

/** The form's rules plus the server-only common-password check. */
const resetSchema = refuseCommonPasswords(resetPasswordSchema, "newPassword");

const route = routeKit(["Sessione cliente"], { bodyLimit: portalBodyLimit });
const message = z.object({ message: z.string() });
const tooMany = { 429: errorAnswer("Troppe richieste") };

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
 *                 spent, every session of the customer ends and the browser gets the device
 *                 cookie of the account (decision 042); a used, expired or unknown
 *                 link -> 400 'Il link non è valido o è scaduto. Richiedi un nuovo link.'
 */
export function customerPasswordRoutes({ db, env, logger, mail, rateLimits }: Deps) {
  return apiRoutes()
    .openapi(
      route.post("/forgot", "Chiede il link per reimpostare la password", {
        middleware: [rateLimit(rateLimits, rateLimitRules.passwordForgot)],
        request: jsonBody(forgotPasswordSchema),
        responses: { 202: jsonAnswer(message, "Sempre la stessa risposta"), ...tooMany },
      }),
      async (c) => {
        const { email } = c.req.valid("json");
        const answer = () => c.json({ message: passwordResetMessages.requested }, 202);
        // Counted per recipient in one atomic step first, so a burst cannot slip past the cap; over it
        // the answer stays the same (the database caps the mails too, across restarts).
        const recipient = await rateLimits.hit(rateLimitRules.passwordForgotRecipient, email);
        if (!recipient.allowed) {
          logger.info({ outcome: "capped" }, "customer password reset requested");
          return answer();
        }
        const brand = (await getSiteSettings(db)).site_name.trim() || "Scaligera Digital";
        const outcome = await requestPasswordReset(db, email, { siteUrl: env.siteUrl, brand });
        if (outcome === "queued") mail.kick();
        logger.info({ outcome }, "customer password reset requested");
        return answer();
      },
    )
    .openapi(
      route.post("/reset", "Reimposta la password con il link ricevuto", {
        middleware: [rateLimit(rateLimits, rateLimitRules.passwordReset)],
        request: jsonBody(resetSchema),
        responses: { 200: jsonAnswer(message, "Password cambiata"), ...tooMany },
      }),
      async (c) => {
        const { token, newPassword } = c.req.valid("json");
        const customerId = await resetPassword(db, token, newPassword);
        if (customerId === null) {
          const invalid = passwordResetMessages.invalidLink;
          return c.json({ message: invalid, issues: [{ path: "token", message: invalid }] }, 400);
        }
        // The mailed link proved the owner: this browser becomes one of the account's devices,
        // which the account's budget of failed logins never holds back (decision 042).
        await rememberDevice(db, c, "customer", customerId, sessionOptions(env).secret);
        return c.json({ message: passwordResetMessages.done }, 200);
      },
    );
}
