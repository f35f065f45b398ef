import { useId } from "react";
import { Send } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { CheckboxField } from "#kit/ui/checkbox";
import { boundField, RequiredNote } from "#kit/ui/field";
import { HoneypotField } from "#kit/ui/honeypot-field";
import { TextField } from "#kit/ui/input";
import { TextAreaField } from "#kit/ui/textarea";
import { apiRequest } from "#kit/lib/api";
import { toast } from "#kit/lib/use-toast";
import { lazyResolver } from "#kit/lib/lazy-resolver";
import { useLightForm } from "#kit/lib/use-light-form";
import { ContactPersonFields } from "#features/contact/site/contact-person-fields";
import { PolicyLink } from "#features/contact/site/policy-link";
import { useSubmissionKey } from "#features/contact/site/use-submission-key";
import {
  aiAnalysisDefaults,
  ANALYSIS_FAILED,
  ANALYSIS_SENT,
  analysisRequestPayload,
  NOTES_MAX,
  sendErrorMessage,
  type AiAnalysisValues,
} from "./ai-analysis-request";
import { useRequest } from "#kit/lib/use-request";
import { FormOutcomeNote } from "#kit/ui/form-outcome-note";
import type { FormOutcome } from "#kit/lib/form-outcome";

/**
 * The request form of the free AI website analysis: sends POST /api/contact. Without
 * JavaScript it is posted to the page, whose action answers with `served` (decision 024).
 */
export function AiAnalysisForm({ served }: { served?: FormOutcome }) {
  const id = useId();
  const form = useLightForm<AiAnalysisValues>({
    resolver: lazyResolver(async () => (await import("./ai-analysis-schema")).aiAnalysisResolver),
    defaultValues: aiAnalysisDefaults,
    served,
  });
  const { register, handleSubmit, reset } = form;
  const { errors } = form.formState;
  const field = boundField(form, id);
  const key = useSubmissionKey();
  const send = useRequest({
    mutationFn: (values: AiAnalysisValues) =>
      apiRequest<unknown>("POST", "/api/contact", {
        ...analysisRequestPayload(values),
        submissionKey: key.current(),
      }),
  });
  // Busy from the first press, while the checks' rules load (../shared/spec/public-site.md §4).
  const pending = form.formState.isSubmitting || send.isPending;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      key.renew();
      toast({
        title: "Richiesta inviata!",
        description: ANALYSIS_SENT,
      });
      reset(aiAnalysisDefaults);
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Errore nell'invio",
        description: sendErrorMessage(error) ?? ANALYSIS_FAILED,
      });
    }
  });

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label="Richiesta di analisi gratuita"
      className="space-y-5"
    >
      <FormOutcomeNote outcome={served} />
      <RequiredNote />
      <TextField
        id={`${id}-site`}
        label="Indirizzo del sito"
        required
        inputMode="url"
        autoComplete="url"
        placeholder="www.tuaazienda.it"
        error={errors.siteUrl?.message}
        {...register("siteUrl")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactPersonFields field={field} />
      </div>
      <TextAreaField
        label="Cosa vorresti migliorare? (facoltativo)"
        maxLength={NOTES_MAX}
        placeholder="Ad esempio: più richieste di preventivo, pagine più veloci, migliore posizionamento su Google"
        {...field("notes")}
      />
      <HoneypotField {...register("website")} />
      <input {...key.hiddenField} />
      <CheckboxField required {...field("privacy")}>
        Ho letto l'<PolicyLink to="/privacy">informativa privacy</PolicyLink> e acconsento al
        trattamento dei miei dati per ricevere l'analisi.
      </CheckboxField>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        <Icon node={Send} className="size-5" />
        {pending ? "Invio in corso..." : "Richiedi l'analisi gratuita"}
      </Button>
    </form>
  );
}
