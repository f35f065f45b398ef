import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "#app/components/ui/input";
import { SelectField } from "#app/components/ui/select";
import { TextAreaField } from "#app/components/ui/textarea";
import { boundField } from "#app/components/ui/field";
import { customerApi } from "#app/lib/customer-api";
import {
  customerTicketSchema,
  type CustomerTicketForm,
  type CustomerTicketInput,
} from "../customer.schema";
import type { PortalTicketThread } from "#features/customer-portal/portal-views";
import {
  categoryOptions,
  priorityOptions,
  serviceOptions,
  useServiceChoices,
} from "#features/customer-services/customer/service-options";
import { usePortalMutation } from "#app/components/customer/forms/use-portal-mutation";
import { CustomerFormDialog } from "#app/components/customer/forms/customer-form-dialog";
import { DraftOffer } from "#app/components/admin/shared/draft-offer";
import { useFormDraft } from "#app/components/admin/shared/use-form-draft";

const resolver = zodResolver(customerTicketSchema);

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The service chosen beforehand ('Apri Ticket' on a service card). */
  serviceId?: number | null;
  onCreated?: (ticket: PortalTicketThread) => void;
};

/** 'Apri Ticket' / 'Nuovo ticket': a support ticket, optionally about one of the services. */
export function TicketFormDialog({ open, onOpenChange, serviceId = null, onCreated }: Props) {
  const id = useId();
  const services = useServiceChoices(open);
  const form = useForm<CustomerTicketForm, unknown, CustomerTicketInput>({
    defaultValues: {
      title: "",
      description: "",
      category: "technical",
      priority: "medium",
      serviceId: serviceId ? String(serviceId) : "",
    },
    resolver,
  });
  const draft = useFormDraft(form, "ticket:new");
  const field = boundField(form, id);
  const create = usePortalMutation({
    mutationFn: customerApi.createTicket,
    success: {
      title: "Ticket inviato con successo",
      description: "Riceverai una risposta entro le tempistiche indicate.",
    },
    failure: "Errore nell'invio del ticket",
    onSuccess: (ticket) => {
      draft.clear();
      form.reset();
      onOpenChange(false);
      onCreated?.(ticket);
    },
  });

  return (
    <CustomerFormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      send={create}
      size="lg"
      title="Apri un ticket di assistenza"
      description="Descrivi il problema: il nostro supporto tecnico ti risponderà qui e per email."
      submitLabel="Invia ticket"
    >
      <DraftOffer draft={draft} />
      <TextField label="Titolo" required {...field("title")} />
      <SelectField
        label="Servizio"
        hint="Facoltativo: il servizio a cui si riferisce la richiesta."
        placeholder="Nessun servizio in particolare"
        options={serviceOptions(services.data)}
        {...field("serviceId")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Categoria" required options={categoryOptions} {...field("category")} />
        <SelectField label="Priorità" required options={priorityOptions} {...field("priority")} />
      </div>
      <TextAreaField label="Descrizione" required rows={6} {...field("description")} />
    </CustomerFormDialog>
  );
}
