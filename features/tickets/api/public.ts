import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { jsonBodyLimit, readJsonBody, validationError } from "#server/http/json-body";
import { rateLimit, rateLimitRules } from "#server/http/rate-limit";
import { HONEYPOT_FIELD } from "#features/contact/contact.schema";
import { publicTicketSchema, TICKET_RECEIVED } from "../public.schema";
import { createPublicTicket } from "../public.server";

/**
 * POST /api/tickets: the support ticket dialog of /area-clienti (back-office.md section 7).
 * Rate limited per IP; a filled honeypot gets the same 201 but nothing is stored or sent. The
 * ticket is stored and the company's mail queued in one transaction, then the worker is woken.
 * Answers 201 { id, message }.
 */
export function ticketRoutes({ db, env, logger, mail, rateLimits }: Deps) {
  return new Hono<AppEnv>().post(
    "/",
    rateLimit(rateLimits, rateLimitRules.tickets),
    jsonBodyLimit(64),
    async (c) => {
      const read = await readJsonBody(c);
      if (!read.ok) return read.response;
      if (honeypotFilled(read.value[HONEYPOT_FIELD])) {
        logger.info("ticket form honeypot filled: submission discarded");
        return c.json({ message: TICKET_RECEIVED }, 201);
      }
      const parsed = publicTicketSchema.safeParse(read.value);
      if (!parsed.success) return validationError(c, parsed.error);
      const { id } = await createPublicTicket(db, parsed.data, { mailTo: env.MAIL_TO });
      mail.kick();
      return c.json({ id, message: TICKET_RECEIVED }, 201);
    },
  );
}

/** People leave the hidden field empty; bots fill it in. */
function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  return typeof value === "string" ? value.trim() !== "" : true;
}
