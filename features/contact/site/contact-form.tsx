import { useId } from "react";
import { Button } from "#kit/ui/button";
import { trackEvent } from "#features/consent/analytics";
import { toast } from "#kit/lib/use-toast";
import { useLightForm } from "#kit/lib/use-light-form";
import { CheckboxField } from "#kit/ui/checkbox";
import { boundField, RequiredNote } from "#kit/ui/field";
import { HoneypotField } from "#kit/ui/honeypot-field";
import { HONEYPOT_FIELD } from "../contact-fields";
import { FormOutcomeNote } from "#kit/ui/form-outcome-note";
import type { FormOutcome } from "#kit/lib/form-outcome";
import {
  CONTACT_SENT,
  contactDefaults,
  contactPayload,
  contactResolver,
  SEND_FAILED,
  TERMS_REQUIRED,
  type ContactFormValues,
} from "./contact-form-rules";
import {
  CompanyField,
  ContactPersonFields,
  MessageField,
  SendLabel,
} from "./contact-person-fields";
import { PolicyLink } from "./policy-link";
import { serverErrorMessage } from "./form-rules";
import { useContactRequest } from "./use-contact-request";
import { useSubmissionKey } from "./use-submission-key";

const termsToast = () =>
  toast({
    title: "Termini e condizioni",
    description: TERMS_REQUIRED,
    variant: "destructive",
  });

/**
 * The request form of /contatti (../shared/spec/public-site.md §2, §4, §5, §7, §8). Without
 * JavaScript it is posted to the page, whose action answers with `served` (decision 024).
 */
export function ContactForm({ served }: { served?: FormOutcome }) {
  const id = useId();
  const form = useLightForm<ContactFormValues>({
    defaultValues: contactDefaults,
    resolver: contactResolver,
    served,
  });
  const field = boundField(form, id);
  const request = useContactRequest();
  const key = useSubmissionKey();
  // Busy from the first press, while the checks' rules load (../shared/spec/public-site.md §4).
  const pending = form.formState.isSubmitting || request.isPending;

  const send = (values: ContactFormValues) => {
    if (request.isPending) return;
    if (!values.terms) {
      termsToast();
      return;
    }
    request.mutate(
      { ...contactPayload(values), submissionKey: key.current() },
      {
        onSuccess: () => {
          key.renew();
          toast({
            title: "Richiesta inviata!",
            description: CONTACT_SENT,
          });
          trackEvent("contact_form_submit", { page_path: window.location.pathname });
          form.reset(contactDefaults);
        },
        onError: (failure) => {
          toast({
            title: "Errore nell'invio",
            description: serverErrorMessage(failure) ?? SEND_FAILED,
            variant: "destructive",
          });
        },
      },
    );
  };

  // Missing text is marked inline; an unticked box still gets its toast.
  const blocked = () => {
    if (!form.getValues("terms")) termsToast();
  };

  return (
    <form
      method="post"
      onSubmit={form.handleSubmit(send, blocked)}
      noValidate
      aria-labelledby={`${id}-title`}
      className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        Scrivici un messaggio
      </h2>
      <p className="mt-2 text-slate-600">
        Descrivi la tua esigenza: un nostro consulente ti ricontatterà per approfondire, senza
        impegno.
      </p>
      <FormOutcomeNote outcome={served} className="mt-4" />
      <RequiredNote className="mt-4" />
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <ContactPersonFields field={field} />
        <CompanyField field={field} className="sm:col-span-2" />
        <MessageField
          field={field}
          label="Messaggio"
          rows={6}
          placeholder="Come possiamo aiutarti?"
        />
      </div>
      <HoneypotField {...form.register(HONEYPOT_FIELD)} />
      <input {...key.hiddenField} />
      <CheckboxField required className="mt-5" {...field("terms")}>
        Accetto i <PolicyLink to="/note-legali">termini e condizioni</PolicyLink> e ho letto l'
        <PolicyLink to="/privacy">informativa privacy</PolicyLink>
      </CheckboxField>
      <Button type="submit" size="lg" disabled={pending} className="mt-6 w-full sm:w-auto">
        <SendLabel pending={pending} />
      </Button>
    </form>
  );
}
