import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { readJsonBody, validationError } from "#server/http/json-body";
import { getPolicyText } from "../policy.server";
import { policyKindOf, policyRequestSchema } from "../policy.schema";

/** POST /api/proxy/{provider}-policy: the provider's policy text, cached, with the company's own as fallback. */
export function policyProxyRoutes({ db, env }: Deps) {
  return new Hono<AppEnv>().post("/:target", async (c) => {
    if (!/^[a-z0-9]+-policy$/.test(c.req.param("target"))) {
      return c.json({ message: "Risorsa non trovata" }, 404);
    }
    const body = await readJsonBody(c);
    if (!body.ok) return body.response;
    const parsed = policyRequestSchema.safeParse(body.value);
    if (!parsed.success) return validationError(c, parsed.error);
    const text = await getPolicyText(db, policyKindOf(parsed.data.tipo), {
      providerUrl: env.POLICY_PROVIDER_URL,
    });
    if (!text) return c.json({ message: "Testo non disponibile. Riprovare più tardi." }, 503);
    return c.json({ d: text.html, source: text.source, updatedAt: text.updatedAt });
  });
}
