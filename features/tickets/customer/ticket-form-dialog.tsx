import { useId, useState } from "react";
import { TextField } from "#kit/ui/input";
import { SelectField } from "#kit/ui/select";
import { TextAreaField } from "#kit/ui/textarea";
import { customerApi } from "#features/shared/customer/customer-api";
import { customerTicketSchema } from "../customer.schema";
import type { PortalTicketThread } from "#features/customer-portal/portal-views";
import { ServiceSelectField } from "#features/customer-services/customer/service-select-field";
import { usePortalForm } from "#features/shared/customer/forms/use-portal-form";
import { CustomerFormDialog } from "#features/shared/customer/forms/customer-form-dialog";
import { DraftOffer } from "#kit/admin/draft-offer";
import { customerTicketCategoryOptions } from "#features/tickets/customer.schema";
import { customerTicketPriorityOptions } from "#features/tickets/customer.schema";
import { AttachmentPicker, attachmentIssues, ticketFormData } from "../attachment-fields";
import { chosenFilesProblem } from "../ticket-attachment-rules";
import { GuideSuggestions } from "#features/guides/site/guide-suggestions";

type Props = {
  onClose: () => void;
  /** The service chosen beforehand ('Apri Ticket' on a service card). */
  serviceId?: number | null;
  onCreated?: (ticket: PortalTicketThread) => void;
};

/** 'Apri Ticket' / 'Nuovo ticket': a support ticket, optionally about one of the services. */
export function TicketFormDialog({ onClose, serviceId = null, onCreated }: Props) {
  const filesId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const request = usePortalForm({
    schema: customerTicketSchema,
    defaultValues: {
      title: "",
      description: "",
      category: "technical",
      priority: "medium",
      serviceId: serviceId ? String(serviceId) : "",
    },
    send: async (input) => {
      const problem = chosenFilesProblem(files);
      if (problem) throw new Error(problem);
      return files.length > 0
        ? customerApi.createTicketWithFiles(ticketFormData(input, files))
        : customerApi.createTicket(input);
    },
    draft: "ticket:new",
    success: {
      title: "Ticket inviato con successo",
      description: "Riceverai una risposta entro le tempistiche indicate.",
    },
    failure: "Errore nell'invio del ticket",
    onSuccess: (ticket) => {
      onClose();
      onCreated?.(ticket);
    },
  });

  return (
    <CustomerFormDialog
      title="Apri un ticket di assistenza"
      size="lg"
      onClose={onClose}
      request={request}
      description="Descrivi il problema: il nostro supporto tecnico ti risponderà qui e per email."
      submitLabel="Invia ticket"
    >
      <DraftOffer draft={request.draft} />
      <TextField label="Titolo" required {...request.field("title")} />
      <GuideSuggestions control={request.form.control} name="title" />
      <ServiceSelectField
        hint="Facoltativo: il servizio a cui si riferisce la richiesta."
        {...request.field("serviceId")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Categoria"
          required
          options={customerTicketCategoryOptions}
          {...request.field("category")}
        />
        <SelectField
          label="Priorità"
          required
          options={customerTicketPriorityOptions}
          {...request.field("priority")}
        />
      </div>
      <TextAreaField label="Descrizione" required rows={6} {...request.field("description")} />
      <AttachmentPicker
        id={filesId}
        files={files}
        error={attachmentIssues(request.send.error)}
        onChange={(next) => {
          setFiles(next);
          request.send.reset();
        }}
      />
    </CustomerFormDialog>
  );
}
