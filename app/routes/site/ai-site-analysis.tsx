import { Sparkles } from "lucide";
import { Icon } from "#kit/ui/icon";
import type { Route } from "./+types/ai-site-analysis";
import { pageMeta } from "#app/lib/route-meta";
import { companyPages } from "#app/lib/page-meta/company";
import { buttonClasses } from "#kit/ui/button";
import { PageHero } from "#app/components/site/company/page-hero";
import { AiAnalysisForm } from "#app/components/site/company/ai-analysis-form";
import { AnalysisChecks, AnalysisSteps } from "#app/components/site/company/ai-analysis-content";
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

export const meta: Route.MetaFunction = pageMeta(companyPages);

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
export default function AiSiteAnalysis({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Offerta gratuita"
        title="Analisi gratuita del tuo sito con l'intelligenza artificiale"
        lead="Scopri cosa frena il tuo sito e come trasformarlo in uno strumento che porta clienti: scansione completa, SEO, prestazioni, accessibilità e suggerimenti concreti, con un preventivo MVP su misura."
        aside={
          <span className="flex size-48 items-center justify-center rounded-[2.5rem] bg-white/10 ring-1 ring-white/20">
            <Icon node={Sparkles} className="size-24 text-sky-100" />
          </span>
        }
      >
        <a href="#richiesta-analisi" className={buttonClasses("secondary", "lg")}>
          Richiedi l'analisi gratuita
        </a>
        <p className="flex w-full items-center text-base font-medium text-sky-100">
          Nessun impegno • Risultati in 60 secondi • 100% Gratuito
        </p>
      </PageHero>

      <section aria-label="Controlli e richiesta" className="bg-white py-20 sm:py-24">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <AnalysisChecks />
          <div
            id="richiesta-analisi"
            className="scroll-mt-28 self-start rounded-3xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8"
          >
            <h2 className="text-2xl font-bold text-slate-900">Richiedi la tua analisi</h2>
            <p className="mt-2 text-slate-600">
              Indicaci il sito da analizzare: il nostro team ti invierà il report via e-mail.
            </p>
            <div className="mt-6">
              <AiAnalysisForm served={actionData} />
            </div>
          </div>
        </div>
      </section>

      <AnalysisSteps />
    </>
  );
}
