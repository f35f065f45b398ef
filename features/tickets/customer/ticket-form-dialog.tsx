import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Button } from "#app/components/ui/button";
import { AdminDialog } from "#app/components/admin/shared/admin-dialog";
import { DialogFooter } from "#app/components/ui/dialog";
import { TextField } from "#app/components/ui/input";
import { SelectField } from "#app/components/ui/select";
import { TextAreaField } from "#app/components/ui/textarea";
import { customerApi, customerKeys } from "#app/lib/customer-api";
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
} from "#features/customer-services/customer/service-options";
import { usePortalMutation } from "#app/components/customer/forms/use-portal-mutation";
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
  const services = useQuery({
    queryKey: customerKeys.services,
    queryFn: customerApi.services,
    enabled: open,
  });
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
  const { errors } = form.formState;
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
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={create.isPending}
      unsaved={form.formState.isDirty}
      size="lg"
      title="Apri un ticket di assistenza"
      description="Descrivi il problema: il nostro supporto tecnico ti risponderà qui e per email."
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => create.mutate(values))}
        className="grid gap-5"
      >
        <DraftOffer draft={draft} />
        <TextField
          id={`${id}-title`}
          label="Titolo"
          required
          error={errors.title?.message}
          {...form.register("title")}
        />
        <SelectField
          id={`${id}-service`}
          label="Servizio"
          hint="Facoltativo: il servizio a cui si riferisce la richiesta."
          placeholder="Nessun servizio in particolare"
          options={serviceOptions(services.data)}
          error={errors.serviceId?.message}
          {...form.register("serviceId")}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            id={`${id}-category`}
            label="Categoria"
            required
            options={categoryOptions}
            error={errors.category?.message}
            {...form.register("category")}
          />
          <SelectField
            id={`${id}-priority`}
            label="Priorità"
            required
            options={priorityOptions}
            error={errors.priority?.message}
            {...form.register("priority")}
          />
        </div>
        <TextAreaField
          id={`${id}-description`}
          label="Descrizione"
          required
          rows={6}
          error={errors.description?.message}
          {...form.register("description")}
        />
        <DialogFooter>
          <Button
            variant="secondary"
            onClick={() => onOpenChange(false)}
            disabled={create.isPending}
          >
            Annulla
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Invio in corso..." : "Invia ticket"}
          </Button>
        </DialogFooter>
      </form>
    </AdminDialog>
  );
}
