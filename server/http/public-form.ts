import type { MiddlewareHandler } from "hono";
import { z } from "#features/shared/zod";
import type { AppEnv } from "../context";
import { errorAnswer, invalidInput, jsonAnswer } from "./openapi";
import type { Logger } from "../logger";
import { HONEYPOT_FIELD } from "#features/contact/contact-fields";

/**
 * The public form posts (POST /api/contact, POST /api/tickets): their honeypot and their
 * described answers.
 */

/** People leave the hidden field empty; bots fill it in. */
function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  return typeof value === "string" ? value.trim() !== "" : true;
}

/**
 * Route middleware of the public forms (contact, tickets): a JSON body whose honeypot field is
 * filled gets the same 201 `{ message }` as a real submission, but nothing is checked, stored or
 * sent. Anything else goes on to the route's JSON reading and schema (a body that is no JSON
 * object gets their 415/400 there). Place it after the rate limit and the body limit.
 */
export function honeypot(logger: Logger, form: string, message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return next();
    }
    if (
      body &&
      typeof body === "object" &&
      honeypotFilled((body as Record<string, unknown>)[HONEYPOT_FIELD])
    ) {
      logger.info(`${form} form honeypot filled: submission discarded`);
      return c.json({ message }, 201);
    }
    return next();
  };
}

/** The answers of a public form post: 201 `{ id, message }` (no id for a filled honeypot). */
export const publicFormAnswers = (saved: string) => ({
  201: jsonAnswer(
    z.object({ id: z.number().int().optional(), message: z.string() }),
    `${saved} (senza id quando il campo esca è compilato)`,
  ),
  ...invalidInput,
  413: errorAnswer("Richiesta troppo grande"),
  429: errorAnswer("Troppe richieste"),
});
