import type { MiddlewareHandler } from "hono";
import { z } from "#kit/lib/zod";
import type { Database } from "#db/client";
import type { AppEnv, Deps } from "../context";
import { apiRoutes, errorAnswer, invalidInput, jsonAnswer, jsonBody, routeKit } from "./openapi";
import { rateLimit, type RateLimitRule } from "./rate-limit";
import type { Logger } from "../logger";
import type { Env } from "../env";
import { HONEYPOT_FIELD } from "#features/contact/contact-fields";

/**
 * The public form posts (POST /api/contact, POST /api/tickets): their honeypot, their described
 * answers and their one route.
 */

/** People leave the hidden field empty; bots fill it in. */
export function honeypotFilled(value: unknown): boolean {
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

/** What a public form brings to its route. */
type PublicForm<Body extends z.ZodType> = {
  /** The OpenAPI tag and summary. */
  tag: string;
  summary: string;
  /** The form's name in the log of a filled honeypot ("contact", "ticket"). */
  form: string;
  /** The per-IP rate limit and the body limit, checked in this order before the honeypot. */
  rule: RateLimitRule;
  bodyLimit: MiddlewareHandler;
  body: Body;
  /** "Richiesta salvata": the description of the 201; `message` is its text. */
  saved: string;
  message: string;
  /**
   * Stores the submission and queues the company's mail in one transaction (`env`: what a
   * ticket's mails read, decision 067).
   */
  store: (
    db: Database,
    input: z.output<Body>,
    mail: { mailTo: string; env: Env },
  ) => Promise<{ id: number }>;
};

/**
 * POST / of a public form: rate limited per IP, a filled honeypot answered 201 without storing
 * anything, else the submission stored, the mail worker woken and 201 `{ id, message }`.
 */
export function publicFormRoutes<Body extends z.ZodType>(
  { db, env, logger, mail, rateLimits }: Deps,
  form: PublicForm<Body>,
) {
  return apiRoutes().openapi(
    routeKit([form.tag]).post("/", form.summary, {
      middleware: [
        rateLimit(rateLimits, form.rule),
        form.bodyLimit,
        honeypot(logger, form.form, form.message),
      ],
      request: jsonBody(form.body),
      responses: publicFormAnswers(form.saved),
    }),
    async (c) => {
      const input = c.req.valid("json" as never) as z.output<Body>;
      const { id } = await form.store(db, input, { mailTo: env.MAIL_TO, env });
      mail.kick();
      return c.json({ id, message: form.message }, 201);
    },
  );
}
