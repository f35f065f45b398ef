import type { Route } from "./+types/ai-site-analysis";
import { builtPageRouteMeta } from "#features/seo/page-meta/built-page";
import { PageBlocks, registerBlockViews, type AnyView } from "#features/pages/site/page-blocks";
import { AiAnalysisFormView } from "#features/pages/blocks/ai-analysis-form.view";

import { loadPublicPage } from "#features/pages/site/page-loader.server";
import {
  aiAnalysisDefaults,
  ANALYSIS_FAILED,
  ANALYSIS_SENT,
  analysisRequestPayload,
  type AiAnalysisValues,
} from "#features/contact/site/ai-analysis-request";
import { aiAnalysisResolver } from "#features/contact/site/ai-analysis-schema";
import { formErrors, readForm, sendForm } from "#features/shared/form-action.server";
import { contactMessageToItalian } from "#features/contact/contact-fields";

/** The page's words are the owner's (decision 057); its form's action stays here. */
export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadPublicPage(context, request, "/analisi-sito-ai");

// The form's view comes with the route: its first load waits for nothing. The other blocks are
// drawn on the server alone (decision 060); a navigation loads their views first.
const providedViews = registerBlockViews({
  "ai-analysis-form": AiAnalysisFormView as AnyView,
});

export const clientLoader = (args: Route.ClientLoaderArgs) =>
  import("#features/pages/site/load-block-views").then((views) => views.withBlockViews(args));

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
