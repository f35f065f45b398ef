import type { Deps } from "#server/context";
import { routeBodyLimit } from "#server/http/body-limit";
import { honeypot, publicFormAnswers } from "#server/http/public-form";
import { rateLimit, rateLimitRules } from "#server/http/rate-limit";
import { apiRoutes, jsonBody, routeKit } from "#server/http/openapi";
import { contactSchema } from "../contact.schema";
import { createContactMessage } from "../contact.server";

const route = routeKit(["Contatti"]);

export const CONTACT_MAX_BODY_BYTES = 64 * 1024;
const SUCCESS_MESSAGE = "Richiesta inviata";

/**
 * POST /api/contact: contact form and quote dialog (public-site.md section 7). Rate limited per
 * IP; a filled honeypot gets the same 201 but nothing is stored or sent. The message is stored
 * and its notification queued in one transaction, then the mail worker is woken up.
 */
export function contactRoutes({ db, env, logger, mail, rateLimits }: Deps) {
  return apiRoutes().openapi(
    route.post("/", "Messaggio o richiesta di preventivo dal sito (campo esca 'website' vuoto)", {
      middleware: [
        rateLimit(rateLimits, rateLimitRules.contact),
        routeBodyLimit(CONTACT_MAX_BODY_BYTES),
        honeypot(logger, "contact", SUCCESS_MESSAGE),
      ],
      request: jsonBody(contactSchema),
      responses: publicFormAnswers("Richiesta salvata"),
    }),
    async (c) => {
      const { id } = await createContactMessage(db, c.req.valid("json"), { mailTo: env.MAIL_TO });
      mail.kick();
      return c.json({ id, message: SUCCESS_MESSAGE }, 201);
    },
  );
}
