import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { routeBodyLimit } from "#server/http/body-limit";
import { readJsonBody, validationError } from "#server/http/json-body";
import { rateLimit, rateLimitRules } from "#server/http/rate-limit";
import { contactSchema, HONEYPOT_FIELD } from "../contact.schema";
import { createContactMessage } from "../contact.server";

export const CONTACT_MAX_BODY_BYTES = 64 * 1024;
const SUCCESS_MESSAGE = "Richiesta inviata";

/**
 * POST /api/contact: contact form and quote dialog (public-site.md section 7). Rate limited per
 * IP; a filled honeypot gets the same 201 but nothing is stored or sent. The message is stored
 * and its notification queued in one transaction, then the mail worker is woken up.
 */
export function contactRoutes({ db, env, logger, mail, rateLimits }: Deps) {
  return new Hono<AppEnv>().post(
    "/",
    rateLimit(rateLimits, rateLimitRules.contact),
    routeBodyLimit(CONTACT_MAX_BODY_BYTES),
    async (c) => {
      const read = await readJsonBody(c);
      if (!read.ok) return read.response;
      const body = read.value;

      if (honeypotFilled(body[HONEYPOT_FIELD])) {
        logger.info("contact form honeypot filled: submission discarded");
        return c.json({ message: SUCCESS_MESSAGE }, 201);
      }

      const parsed = contactSchema.safeParse(body);
      if (!parsed.success) return validationError(c, parsed.error);

      const { id } = await createContactMessage(db, parsed.data, { mailTo: env.MAIL_TO });
      mail.kick();
      return c.json({ id, message: SUCCESS_MESSAGE }, 201);
    },
  );
}

function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  return typeof value === "string" ? value.trim() !== "" : true;
}
