import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { policyTexts, siteSettings } from "#db/schema";
import { getSiteSettings } from "../settings/settings.server";
import { companyPolicyHtml } from "./company-policies";
import { policyHtmlFromProvider, sanitizePolicyHtml } from "./policy-html.server";
import { companyPolicySettingKey } from "./policy.schema";
import type { PolicyKind } from "./policy-kinds";

export type PolicySource = "provider" | "cache" | "company";
export type PolicyText = { html: string; source: PolicySource; updatedAt: Date | null };

export type PolicyOptions = {
  providerUrl?: string;
  fetch?: typeof fetch;
  /** How long a provider text is served without asking the provider again. */
  maxAgeMs?: number;
  timeoutMs?: number;
  now?: Date;
};

const tipoOf: Record<PolicyKind, "P" | "C"> = { privacy: "P", cookie: "C" };

/**
 * The policy text to show (PRODUCT.md point 6): a fresh cached provider text; else the provider's
 * answer (cached as the last good text); else the last good text; else the company's own text.
 * Null only when none of them exists.
 */
export async function getPolicyText(
  db: Database,
  kind: PolicyKind,
  options: PolicyOptions = {},
): Promise<PolicyText | null> {
  const now = options.now ?? new Date();
  if (options.providerUrl) {
    const [cached] = await db.select().from(policyTexts).where(eq(policyTexts.kind, kind));
    const maxAge = options.maxAgeMs ?? 6 * 3600_000;
    if (cached && now.getTime() - cached.fetchedAt.getTime() < maxAge) {
      return { html: cached.html, source: "cache", updatedAt: cached.fetchedAt };
    }
    const fresh = await fetchFromProvider(kind, options);
    if (fresh) {
      await db
        .insert(policyTexts)
        .values({ kind, html: fresh, fetchedAt: now })
        .onConflictDoUpdate({ target: policyTexts.kind, set: { html: fresh, fetchedAt: now } });
      return { html: fresh, source: "provider", updatedAt: now };
    }
    if (cached) return { html: cached.html, source: "cache", updatedAt: cached.fetchedAt };
  }
  return companyPolicy(db, kind);
}

async function fetchFromProvider(kind: PolicyKind, options: PolicyOptions): Promise<string | null> {
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(options.providerUrl!, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json, text/xml, text/html",
      },
      body: JSON.stringify({ lingua: "it", tipo: tipoOf[kind], cosa: "B" }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
    if (!response.ok) return null;
    const body = await response.text();
    return policyHtmlFromProvider(body, response.headers.get("content-type") ?? "");
  } catch {
    return null;
  }
}

async function companyPolicy(db: Database, kind: PolicyKind): Promise<PolicyText | null> {
  const [row] = await db
    .select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.key, companyPolicySettingKey[kind]));
  const stored = row?.value.trim() ? sanitizePolicyHtml(row.value) : "";
  if (stored) return { html: stored, source: "company", updatedAt: row!.updatedAt };
  const builtIn = companyPolicyHtml(kind, await getSiteSettings(db));
  return builtIn ? { html: builtIn, source: "company", updatedAt: null } : null;
}
