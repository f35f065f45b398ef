import { useId, type FormEventHandler } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Send } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { DialogClose } from "#app/components/ui/dialog";
import { CheckboxField } from "#app/components/ui/checkbox";
import { RequiredNote } from "#app/components/ui/field";
import { HoneypotField } from "#app/components/ui/honeypot-field";
import { TextField } from "#app/components/ui/input";
import { SelectField } from "#app/components/ui/select";
import { TextAreaField } from "#app/components/ui/textarea";
import { budgetOptions, HONEYPOT_FIELD, serviceOptions, timelineOptions } from "../contact-fields";
import { ContactPersonFields } from "./contact-person-fields";
import { PolicyLink } from "./policy-link";
import type { QuoteFormValues } from "./quote-form-rules";

type Props = {
  form: UseFormReturn<QuoteFormValues>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
};

/** The fields of the quote dialog; validation and sending are the dialog's. */
export function QuoteForm({ form, onSubmit, pending }: Props) {
  const id = useId();
  const { register, formState } = form;
  const error = (field: keyof QuoteFormValues) => formState.errors[field]?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Richiesta di preventivo" className="mt-5">
      <RequiredNote />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <ContactPersonFields id={id} register={register} error={error} />
        <TextField
          id={`${id}-company`}
          label="Azienda"
          hint="Facoltativo"
          autoComplete="organization"
          error={error("company")}
          {...register("company")}
        />
        <SelectField
          id={`${id}-service`}
          label="Servizio"
          required
          options={serviceOptions}
          error={error("service")}
          {...register("service")}
        />
        <SelectField
          id={`${id}-budget`}
          label="Budget indicativo"
          required
          options={budgetOptions}
          placeholder="Seleziona un budget"
          error={error("budget")}
          {...register("budget")}
        />
        <SelectField
          id={`${id}-timeline`}
          label="Tempistiche"
          required
          options={timelineOptions}
          placeholder="Seleziona le tempistiche"
          error={error("timeline")}
          {...register("timeline")}
        />
        <TextAreaField
          id={`${id}-message`}
          label="Descrivi il tuo progetto"
          required
          rows={5}
          placeholder="Obiettivi, funzionalità principali, eventuali sistemi da integrare..."
          error={error("message")}
          className="sm:col-span-2"
          {...register("message")}
        />
      </div>
      <HoneypotField {...register(HONEYPOT_FIELD)} />
      <CheckboxField
        id={`${id}-privacy`}
        required
        error={error("privacy")}
        className="mt-5"
        {...register("privacy")}
      >
        Ho letto l'<PolicyLink to="/privacy">informativa privacy</PolicyLink> e i{" "}
        <PolicyLink to="/note-legali">termini e condizioni</PolicyLink> e acconsento al trattamento
        dei miei dati per ricevere il preventivo
      </CheckboxField>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Annulla
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? (
            "Invio in corso..."
          ) : (
            <>
              <Icon node={Send} className="size-4" />
              Invia richiesta
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
