import { z } from "#kit/lib/zod";
import type { Deps } from "#server/context";
import { apiRoutes, errorAnswer, jsonAnswer, jsonBody, routeKit } from "#server/http/openapi";
import { getPolicyText } from "../policy.server";
import { policyKindOf, policyRequestSchema } from "../policy.schema";

const route = routeKit(["Policy"]);

/** `{provider}-policy`, e.g. iubenda-policy; any other target is not a resource. */
const targetParam = z.object({
  target: z.string().regex(/^[a-z0-9]+-policy$/, "Risorsa non trovata"),
});

const policyAnswer = z.object({
  d: z.string().describe("Il testo della policy in HTML"),
  source: z.enum(["provider", "cache", "company"]),
  updatedAt: z.string().nullable(),
});

/** POST /api/proxy/{provider}-policy: the provider's policy text, cached, with the company's own as fallback. */
export function policyProxyRoutes({ db, env }: Deps) {
  return apiRoutes().openapi(
    route.post("/{target}", "Il testo della privacy o cookie policy", {
      description:
        "Dal fornitore (in cache), o il testo dell'azienda quando il fornitore non risponde.",
      request: { params: targetParam, ...jsonBody(policyRequestSchema) },
      responses: {
        200: jsonAnswer(policyAnswer, "Il testo"),
        503: errorAnswer("Testo non disponibile"),
      },
    }),
    async (c) => {
      const text = await getPolicyText(db, policyKindOf(c.req.valid("json").tipo), {
        providerUrl: env.POLICY_PROVIDER_URL,
      });
      if (!text) return c.json({ message: "Testo non disponibile. Riprovare più tardi." }, 503);
      return c.json(
        { d: text.html, source: text.source, updatedAt: text.updatedAt?.toISOString() ?? null },
        200,
      );
    },
  );
}
