import { z } from "#kit/lib/zod";
import type { PolicyKind } from "./policy-kinds";

/** The body of POST /api/proxy/{provider}-policy, as the spec gives it. */
export const policyRequestSchema = z.object({
  lingua: z.literal("it", {
    error: "Lingua non disponibile: è disponibile solo l'italiano ('it')",
  }),
  tipo: z.enum(["P", "C"], { error: "Tipo non valido: usare 'P' (privacy) o 'C' (cookie)" }),
  cosa: z.literal("B", { error: "Parametro 'cosa' non valido: usare 'B'" }),
});

export type PolicyRequest = z.infer<typeof policyRequestSchema>;

export const policyKindOf = (tipo: PolicyRequest["tipo"]): PolicyKind =>
  tipo === "P" ? "privacy" : "cookie";

/** Settings keys holding the company's own texts, served when no provider text exists. */
export const companyPolicySettingKey: Record<PolicyKind, string> = {
  privacy: "privacy_policy_html",
  cookie: "cookie_policy_html",
};
