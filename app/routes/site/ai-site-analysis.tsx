import type { Route } from "./+types/ai-site-analysis";
import { builtPageRouteMeta } from "#app/lib/page-meta/built-page";
import { PageBlocks, registerBlockViews, type AnyView } from "#features/pages/site/page-blocks";
import { PageHeaderView } from "#features/pages/blocks/page-header.view";
import { AiAnalysisFormView } from "#features/pages/blocks/ai-analysis-form.view";
import { StepsView } from "#features/pages/blocks/steps.view";

import { loadPublicPage } from "#features/pages/site/page-loader.server";
import {
  aiAnalysisDefaults,
  ANALYSIS_FAILED,
  ANALYSIS_SENT,
  analysisRequestPayload,
  type AiAnalysisValues,
} from "#app/components/site/company/ai-analysis-request";
import { aiAnalysisResolver } from "#app/components/site/company/ai-analysis-schema";
import { formErrors, readForm, sendForm } from "#app/lib/form-action.server";
import { contactMessageToItalian } from "#features/contact/contact-fields";

/** The page's words are the owner's (decision 057); its form's action stays here. */
export const loader = ({ context }: Route.LoaderArgs) =>
  loadPublicPage(context, "/analisi-sito-ai");

// The views of this page's blocks come with the route: its first load waits for nothing.
const providedViews = registerBlockViews({
  "page-header": PageHeaderView as AnyView,
  "ai-analysis-form": AiAnalysisFormView as AnyView,
  steps: StepsView as AnyView,
});

export const meta: Route.MetaFunction = builtPageRouteMeta;

/**
 * The form posted without JavaScript (decision 024): the form's rules, then POST /api/contact
 * in process (rate limit, honeypot, schema), as the browser's call does.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readForm(request, ["privacy"]);
  const form = { ...aiAnalysisDefaults, ...values } as AiAnalysisValues;
  return sendForm(context, {
    values,
    errors: await formErrors(aiAnalysisResolver, form),
    path: "/contact",
    body: () => analysisRequestPayload(form),
    success: () => ANALYSIS_SENT,
    fallback: ANALYSIS_FAILED,
    toText: contactMessageToItalian,
  });
}

/** Landing page of the promo offer: what the free analysis checks and the request form. */
export default function AiSiteAnalysis({ loaderData }: Route.ComponentProps) {
  return <PageBlocks blocks={loaderData.page.blocks} provided={providedViews} />;
}
