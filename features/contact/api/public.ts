import type { Deps } from "#server/context";
import { routeBodyLimit } from "#server/http/body-limit";
import { publicFormRoutes } from "#server/http/public-form";
import { rateLimitRules } from "#server/http/rate-limit";
import { contactSchema } from "../contact.schema";
import { createContactMessage } from "../contact.server";

export const CONTACT_MAX_BODY_BYTES = 64 * 1024;

/**
 * POST /api/contact: contact form and quote dialog (../shared/spec/public-site.md §7). Rate
 * limited per IP; a filled honeypot gets the same 201 but nothing is stored or sent. The message
 * is stored and its notification queued in one transaction, then the mail worker is woken up.
 */
export const contactRoutes = (deps: Deps) =>
  publicFormRoutes(deps, {
    tag: "Contatti",
    summary: "Messaggio o richiesta di preventivo dal sito (campo esca 'website' vuoto)",
    form: "contact",
    rule: rateLimitRules.contact,
    bodyLimit: routeBodyLimit(CONTACT_MAX_BODY_BYTES),
    body: contactSchema,
    saved: "Richiesta salvata",
    message: "Richiesta inviata",
    store: createContactMessage,
  });
