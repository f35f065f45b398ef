import { bodyLimit } from "hono/body-limit";
import type { Context } from "hono";
import { z } from "#kit/lib/zod";
import type { AppEnv, Deps } from "#server/context";
import { apiRoutes, describedBody, errorAnswer, jsonAnswer, routeKit } from "#server/http/openapi";
import { rateLimit, rateLimitRules } from "#server/http/rate-limit";
import { isHttps } from "#server/http/client-ip";
import {
  choicesOfForm,
  consentFormSchema,
  consentRecordInputSchema,
  CONSENT_POLICY_VERSION,
  INVALID_CONSENT_MESSAGE,
  safeConsentReturn,
} from "../consent.schema";
import { recordConsent } from "../consent.server";
import { consentCookieLine } from "../consent-cookie";

const route = routeKit(["Consenso cookie"]);

/** A consent record is a few hundred bytes; anything far bigger is refused before parsing. */
const MAX_BODY_BYTES = 4 * 1024;

/** The consent route's own 400: every issue with its zod code and path as an array. */
const consentRefusal = z.object({
  message: z.string(),
  issues: z.array(
    z.object({
      code: z.string(),
      path: z.array(z.union([z.string(), z.number()])),
      message: z.string(),
    }),
  ),
});

const refuse = (c: Context<AppEnv>, issues: z.infer<typeof consentRefusal>["issues"]) =>
  c.json({ message: INVALID_CONSENT_MESSAGE, issues }, 400);

/**
 * POST /api/consent: proof of a cookie-consent choice (PRODUCT.md point 8). Public, write-only,
 * and every call writes a row: limited per address (429) so nobody can fill the table. The body
 * is read here whatever its content type (the banner may send it as a beacon), so its refusals
 * keep their own shape.
 */
export function consentRoutes({ db, rateLimits }: Deps) {
  const limits = [
    rateLimit(rateLimits, rateLimitRules.consent),
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ message: "Richiesta troppo grande" }, 413),
    }),
  ];
  return apiRoutes()
    .openapi(
      route.post("/", "Registra una scelta di consenso ai cookie", {
        middleware: limits,
        request: describedBody(
          "application/json",
          consentRecordInputSchema,
          "La scelta registrata",
        ),
        responses: {
          201: jsonAnswer(z.object({ id: z.number() }), "Registrata"),
          400: jsonAnswer(consentRefusal, "Dati di consenso non validi"),
          413: errorAnswer("Richiesta troppo grande"),
          429: errorAnswer("Troppe richieste"),
        },
      }),
      async (c) => {
        let body: unknown;
        try {
          body = await c.req.json();
        } catch {
          return refuse(c, [
            {
              code: "invalid_json",
              path: [],
              message: "Il corpo della richiesta non è un JSON valido",
            },
          ]);
        }
        const parsed = consentRecordInputSchema.safeParse(body);
        if (!parsed.success) {
          return refuse(
            c,
            parsed.error.issues.map(({ code, path, message }) => ({
              code,
              path: path.map((key) => (typeof key === "symbol" ? String(key) : key)),
              message,
            })),
          );
        }
        return c.json(await recordConsent(db, parsed.data), 201);
      },
    )
    .openapi(
      route.post("/choice", "Registra la scelta del banner dei cookie inviata come modulo", {
        middleware: limits,
        request: describedBody(
          "application/x-www-form-urlencoded",
          consentFormSchema,
          "Il pulsante premuto (all: Accetta tutti, necessary: Solo necessari, custom: le categorie spuntate) e la pagina da cui viene",
        ),
        responses: {
          303: {
            description:
              "Scelta salvata nel cookie cookie_consent e registrata; torna alla pagina di partenza",
          },
          400: errorAnswer("Scelta non valida"),
          413: errorAnswer("Richiesta troppo grande"),
          429: errorAnswer("Troppe richieste"),
        },
      }),
      async (c) => {
        const form = await c.req.parseBody().catch(() => ({}));
        const parsed = consentFormSchema.safeParse(form);
        if (!parsed.success) {
          const issues = parsed.error.issues.map(({ path, message }) => ({
            path: path.map(String).join("."),
            message,
          }));
          return c.json({ message: INVALID_CONSENT_MESSAGE, issues }, 400);
        }
        const choices = choicesOfForm(parsed.data);
        // The same proof the banner's script sends, with an id of its own: nothing ties it to
        // the visitor but this record.
        await recordConsent(db, {
          anonymousId: crypto.randomUUID(),
          ...choices,
          policyVersion: CONSENT_POLICY_VERSION,
        });
        c.header("Set-Cookie", consentCookieLine(choices, isHttps(c)));
        c.header("Cache-Control", "no-store");
        return c.redirect(safeConsentReturn(parsed.data.returnTo), 303);
      },
    );
}
