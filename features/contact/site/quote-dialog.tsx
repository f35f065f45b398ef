import { useForm } from "react-hook-form";
import { Dialog, DialogContent } from "#kit/ui/dialog";
import { toast } from "#kit/lib/use-toast";
import { trackConversion, trackEvent, trackLead } from "#features/consent/analytics";
import { hasMissingFields, problemsResolver } from "./form-rules";
import { useContactRequest } from "./use-contact-request";
import { useSubmissionKey } from "./use-submission-key";
import {
  quoteDefaults,
  quotePayload,
  quoteProblems,
  type QuoteFormValues,
} from "./quote-form-rules";
import { QuoteForm } from "./quote-form";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Service preselected when the form opens and after each reset. */
  defaultService: string;
};

const resolver = problemsResolver<QuoteFormValues>(quoteProblems);

/**
 * The quote request dialog (../shared/spec/public-site.md §4, §5, §7, §8). The form state lives
 * here, outside the dialog content, so closing with 'Annulla' keeps what the visitor typed; only a
 * successful send resets it (keeping the default service).
 */
export default function QuoteDialog({ open, onOpenChange, defaultService }: Props) {
  const form = useForm<QuoteFormValues>({
    defaultValues: quoteDefaults(defaultService),
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const request = useContactRequest();
  const key = useSubmissionKey();
  const pending = form.formState.isSubmitting || request.isPending;

  const send = (values: QuoteFormValues) => {
    if (request.isPending) return;
    request.mutate(
      { ...quotePayload(values), submissionKey: key.current() },
      {
        onSuccess: (answer) => {
          key.renew();
          toast({
            title: "Richiesta inviata!",
            description: "Grazie per la tua richiesta. Ti contatteremo entro 24 ore.",
          });
          trackEvent("quote_form_submit", {
            service: values.service,
            budget: values.budget,
            timeline: values.timeline,
          });
          trackLead(values.service || "unknown");
          trackConversion(answer?.id ? { transactionId: `contact-${answer.id}` } : {});
          form.reset(quoteDefaults(defaultService));
          onOpenChange(false);
        },
        onError: () => {
          toast({
            title: "Errore",
            description: "Si è verificato un errore. Riprova più tardi.",
            variant: "destructive",
          });
        },
      },
    );
  };

  const blocked = () => {
    if (!hasMissingFields(quoteProblems(form.getValues()))) return;
    toast({
      title: "Campi mancanti",
      description: "Compila tutti i campi obbligatori e accetta l'informativa privacy.",
      variant: "destructive",
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // While sending, the dialog stays open so the outcome is seen where it was asked for.
        if (!next && pending) return;
        onOpenChange(next);
      }}
    >
      <DialogContent
        title="Richiedi un preventivo gratuito"
        description="Raccontaci il tuo progetto: ti risponderemo entro 24 ore con una proposta su misura, senza impegno."
        size="lg"
      >
        <QuoteForm form={form} onSubmit={form.handleSubmit(send, blocked)} pending={pending} />
      </DialogContent>
    </Dialog>
  );
}
