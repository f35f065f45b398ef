import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv, Deps } from "#server/context";
import { rateLimit, rateLimitRules } from "#server/http/rate-limit";
import { consentRecordInputSchema, INVALID_CONSENT_MESSAGE } from "../consent.schema";
import { recordConsent } from "../consent.server";

/** A consent record is a few hundred bytes; anything far bigger is refused before parsing. */
const MAX_BODY_BYTES = 4 * 1024;

/**
 * POST /api/consent: proof of a cookie-consent choice (PRODUCT.md point 8). Public, write-only,
 * and every call writes a row: limited per address (429) so nobody can fill the table.
 */
export function consentRoutes({ db, rateLimits }: Deps) {
  return new Hono<AppEnv>().post(
    "/",
    rateLimit(rateLimits, rateLimitRules.consent),
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ message: "Richiesta troppo grande" }, 413),
    }),
    async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json(
          {
            message: INVALID_CONSENT_MESSAGE,
            issues: [{ path: [], message: "Il corpo della richiesta non è un JSON valido" }],
          },
          400,
        );
      }
      const parsed = consentRecordInputSchema.safeParse(body);
      if (!parsed.success) {
        const issues = parsed.error.issues.map(({ code, path, message }) => ({
          code,
          path,
          message,
        }));
        return c.json({ message: INVALID_CONSENT_MESSAGE, issues }, 400);
      }
      return c.json(await recordConsent(db, parsed.data), 201);
    },
  );
}
