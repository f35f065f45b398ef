import { useId, type FormEventHandler } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Button } from "#kit/ui/button";
import { DialogClose } from "#kit/ui/dialog";
import { CheckboxField } from "#kit/ui/checkbox";
import { boundField, RequiredNote } from "#kit/ui/field";
import { HoneypotField } from "#kit/ui/honeypot-field";
import { SelectField } from "#kit/ui/select";
import { budgetOptions, HONEYPOT_FIELD, serviceOptions, timelineOptions } from "../contact-fields";
import {
  CompanyField,
  ContactPersonFields,
  MessageField,
  SendLabel,
} from "./contact-person-fields";
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
  const field = boundField(form, id);

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Richiesta di preventivo" className="mt-5">
      <RequiredNote />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <ContactPersonFields field={field} />
        <CompanyField field={field} />
        <SelectField label="Servizio" required options={serviceOptions} {...field("service")} />
        <SelectField
          label="Budget indicativo"
          required
          options={budgetOptions}
          placeholder="Seleziona un budget"
          {...field("budget")}
        />
        <SelectField
          label="Tempistiche"
          required
          options={timelineOptions}
          placeholder="Seleziona le tempistiche"
          {...field("timeline")}
        />
        <MessageField
          field={field}
          label="Descrivi il tuo progetto"
          rows={5}
          placeholder="Obiettivi, funzionalità principali, eventuali sistemi da integrare..."
        />
      </div>
      <HoneypotField {...form.register(HONEYPOT_FIELD)} />
      <CheckboxField required className="mt-5" {...field("privacy")}>
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
          <SendLabel pending={pending} />
        </Button>
      </div>
    </form>
  );
}
