import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, Send } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { RequiredNote } from "#kit/ui/field";
import { HoneypotField } from "#kit/ui/honeypot-field";
import { TextField } from "#kit/ui/input";
import { SelectField } from "#kit/ui/select";
import { TextAreaField } from "#kit/ui/textarea";
import { boundField } from "#kit/ui/field";
import { apiRequest } from "#kit/lib/api";
import { apiErrorMessage } from "#kit/lib/api-errors";
import { toast } from "#kit/lib/use-toast";
import { useRequest } from "#kit/lib/use-request";
import { HONEYPOT_FIELD } from "#features/contact/contact-fields";
import { z } from "#kit/lib/zod";
import { publicTicketSchema, type PublicTicketAnswer } from "../public.schema";
import { publicTicketCategoryOptions } from "#features/tickets/public.schema";
import { publicTicketPriorityOptions } from "#features/tickets/public.schema";
import { AttachmentPicker, attachmentIssues, ticketFormData } from "../attachment-fields";
import { chosenFilesProblem } from "../ticket-attachment-rules";
import { GuideSuggestions } from "#features/guides/site/guide-suggestions";

/** The ticket plus the hidden honeypot, which the server checks and then ignores. */
const formSchema = publicTicketSchema.extend({ [HONEYPOT_FIELD]: z.string() });
type Values = z.input<typeof formSchema>;
type Payload = z.output<typeof formSchema>;
const resolver = zodResolver(formSchema);

/** Category and priority start unselected, so the spec's "Seleziona ..." messages can show. */
const empty = { name: "", email: "", subject: "", description: "", [HONEYPOT_FIELD]: "" };

/**
 * The support ticket form (../shared/spec/back-office.md §2 "Support ticket form"); POST
 * /api/tickets.
 */
export function TicketForm({ onSent, onCancel }: { onSent: () => void; onCancel: () => void }) {
  const id = useId();
  const form = useForm<Values, unknown, Payload>({ defaultValues: empty, resolver });
  const field = boundField(form, id);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string>();
  // The customer dashboard's ticket list lives in its own query client, made anew when the
  // dashboard opens: nothing cached here to refresh.
  const send = useRequest({
    mutationFn: (payload: Payload) =>
      files.length > 0
        ? apiRequest<PublicTicketAnswer>(
            "POST",
            "/api/tickets/with-attachments",
            ticketFormData(payload, files),
          )
        : apiRequest<PublicTicketAnswer>("POST", "/api/tickets", payload),
  });

  const submit = (values: Payload) => {
    if (send.isPending || chosenFilesProblem(files)) return;
    setFilesError(undefined);
    send.mutate(values, {
      onSuccess: () => {
        toast({
          title: "Ticket inviato con successo",
          description: "Riceverai una risposta entro le tempistiche indicate.",
        });
        form.reset(empty);
        setFiles([]);
        onSent();
      },
      onError: (error) => {
        setFilesError(attachmentIssues(error));
        toast({
          title: "Errore nell'invio del ticket",
          description: apiErrorMessage(error) ?? "Si è verificato un errore. Riprova più tardi.",
          variant: "destructive",
        });
      },
    });
  };

  return (
    <form
      onSubmit={form.handleSubmit(submit)}
      noValidate
      className="relative mt-5 grid gap-4 sm:grid-cols-2"
    >
      <RequiredNote className="sm:col-span-2" />
      <TextField
        label="Nome e cognome"
        autoComplete="name"
        required
        maxLength={255}
        {...field("name")}
      />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        maxLength={255}
        {...field("email")}
      />
      <SelectField
        label="Categoria"
        placeholder="Seleziona una categoria"
        options={publicTicketCategoryOptions}
        required
        {...field("category")}
      />
      <SelectField
        label="Priorità"
        placeholder="Seleziona una priorità"
        options={publicTicketPriorityOptions}
        required
        {...field("priority")}
      />
      <TextField
        label="Oggetto"
        required
        maxLength={255}
        className="sm:col-span-2"
        {...field("subject")}
      />
      <GuideSuggestions control={form.control} name="subject" />
      <TextAreaField
        label="Descrizione del problema"
        required
        rows={5}
        maxLength={10_000}
        hint="Indica cosa succede, da quando e su quale dispositivo: ci aiuta a risolvere prima."
        className="sm:col-span-2"
        {...field("description")}
      />
      <AttachmentPicker
        id={`${id}-files`}
        files={files}
        error={filesError}
        className="sm:col-span-2"
        onChange={(next) => {
          setFiles(next);
          setFilesError(undefined);
        }}
      />
      <HoneypotField {...form.register(HONEYPOT_FIELD)} />
      <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={send.isPending}>
          Annulla
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? (
            <Icon node={LoaderCircle} className="size-4 animate-spin motion-reduce:animate-none" />
          ) : (
            <Icon node={Send} className="size-4" />
          )}
          {send.isPending ? "Invio in corso..." : "Invia ticket"}
        </Button>
      </div>
    </form>
  );
}
