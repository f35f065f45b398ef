import type { AppLoadContext } from "react-router";
import { getPolicyText } from "#features/policy/policy.server";
import type { PolicyKind } from "#features/policy/policy-kinds";

/**
 * The loader of the privacy and cookie policy pages: the provider's text, else the last good
 * one, else the company's own (PRODUCT.md point 6; `html` null).
 */
export const policyLoader =
  (kind: PolicyKind) =>
  async ({ context }: { context: AppLoadContext }) => {
    const text = await getPolicyText(context.db, kind, {
      providerUrl: context.policyProviderUrl ?? undefined,
    });
    return { html: text?.html ?? null };
  };
