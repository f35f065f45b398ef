import { useId } from "react";
import { Link } from "react-router";
import { Send } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { apiRequest } from "#app/lib/api";
import { toast } from "#app/lib/use-toast";
import { cn } from "#app/lib/cn";
import { lazyResolver } from "#app/lib/lazy-resolver";
import { useLightForm } from "#app/lib/use-light-form";
import {
  aiAnalysisDefaults,
  analysisRequestPayload,
  NOTES_MAX,
  sendErrorMessage,
  type AiAnalysisValues,
} from "./ai-analysis-request";
import { Field, inputClass } from "./ai-analysis-field";
import { useRequest } from "#app/lib/use-request";

/** The request form of the free AI website analysis: sends POST /api/contact. */
export function AiAnalysisForm() {
  const id = useId();
  const { register, handleSubmit, reset, formState } = useLightForm<AiAnalysisValues>({
    resolver: lazyResolver(async () => (await import("./ai-analysis-schema")).aiAnalysisResolver),
    defaultValues: aiAnalysisDefaults,
  });
  const { errors } = formState;
  const send = useRequest({
    mutationFn: (values: AiAnalysisValues) =>
      apiRequest<unknown>("POST", "/api/contact", analysisRequestPayload(values)),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast({
        title: "Richiesta inviata!",
        description: "Grazie per la tua richiesta. Ti contatteremo presto.",
      });
      reset(aiAnalysisDefaults);
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Errore nell'invio",
        description: sendErrorMessage(error) ?? "Si è verificato un errore. Riprova più tardi.",
      });
    }
  });

  const fieldIds = {
    siteUrl: `${id}-site`,
    name: `${id}-name`,
    email: `${id}-email`,
    notes: `${id}-notes`,
    privacy: `${id}-privacy`,
  };
  const aria = (field: keyof typeof fieldIds, required = true) => ({
    id: fieldIds[field],
    "aria-required": required || undefined,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${fieldIds[field]}-error` : undefined,
  });
  const border = (field: keyof typeof fieldIds) =>
    errors[field] ? "border-red-700" : "border-slate-300";

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Richiesta di analisi gratuita"
      className="space-y-5"
    >
      <p className="text-sm text-slate-600">
        I campi contrassegnati con{" "}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
        <span className="sr-only">asterisco</span> sono obbligatori.
      </p>
      <Field
        id={fieldIds.siteUrl}
        label="Indirizzo del sito"
        required
        error={errors.siteUrl?.message}
      >
        <input
          type="text"
          inputMode="url"
          autoComplete="url"
          placeholder="www.tuaazienda.it"
          className={cn(inputClass, border("siteUrl"))}
          {...aria("siteUrl")}
          {...register("siteUrl")}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={fieldIds.name} label="Nome e cognome" required error={errors.name?.message}>
          <input
            type="text"
            autoComplete="name"
            className={cn(inputClass, border("name"))}
            {...aria("name")}
            {...register("name")}
          />
        </Field>
        <Field id={fieldIds.email} label="Email" required error={errors.email?.message}>
          <input
            type="email"
            autoComplete="email"
            className={cn(inputClass, border("email"))}
            {...aria("email")}
            {...register("email")}
          />
        </Field>
      </div>
      <Field
        id={fieldIds.notes}
        label="Cosa vorresti migliorare? (facoltativo)"
        error={errors.notes?.message}
      >
        <textarea
          rows={4}
          maxLength={NOTES_MAX}
          placeholder="Ad esempio: più richieste di preventivo, pagine più veloci, migliore posizionamento su Google"
          className={cn(inputClass, border("notes"))}
          {...aria("notes", false)}
          {...register("notes")}
        />
      </Field>
      {/* Honeypot: people never see or reach it; bots that fill it are silently ignored. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Lascia vuoto questo campo</label>
        <input
          id={`${id}-website`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register("website")}
        />
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
            {...aria("privacy")}
            {...register("privacy")}
          />
          <label htmlFor={fieldIds.privacy} className="text-sm text-slate-700">
            Ho letto l'
            <Link
              to="/privacy"
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline hover:text-brand-800"
            >
              informativa privacy<span className="sr-only"> (si apre in una nuova scheda)</span>
            </Link>{" "}
            e acconsento al trattamento dei miei dati per ricevere l'analisi.
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          </label>
        </div>
        {errors.privacy?.message ? (
          <p id={`${fieldIds.privacy}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.privacy.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={send.isPending}>
        <Icon node={Send} className="size-5" />
        {send.isPending ? "Invio in corso..." : "Richiedi l'analisi gratuita"}
      </Button>
    </form>
  );
}
