import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, apiClient } from "#kit/lib/api-client";
import { AdminDialog, whenClosed } from "#kit/admin/admin-dialog";
import { apiFieldIssues, toastError, toastSuccess } from "#kit/admin/mutation-toasts";
import { DialogFooter } from "#kit/ui/dialog";
import { Button } from "#kit/ui/button";
import { TextField } from "#kit/ui/input";
import { TextAreaField } from "#kit/ui/textarea";
import { SelectField } from "#kit/ui/select";
import { RequiredNote } from "#kit/ui/field";
import { optionsOf } from "#kit/admin/list-toolbar";
import {
  deskTicketCreateSchema,
  type DeskTicketCreateForm,
  type DeskTicketCreateInput,
} from "#features/support-desk/desk.schema";
import type { DeskTicketThread } from "#features/support-desk/desk-views";
import { deskKeys } from "#features/support-desk/admin/desk-api";
import type { adminTicketRoutes } from "../api/desk";
import { ticketCategoryLabels, ticketPriorityLabels } from "../ticket-values";

const tickets = apiClient<ReturnType<typeof adminTicketRoutes>>("/api/admin/tickets");

type Props = {
  customer: { id: number; name: string };
  /** The customer's services the ticket may be about. */
  services: { id: number; serviceName: string }[];
  onClose: () => void;
  /** After the ticket is stored (the owner refreshes what shows it). */
  onCreated: (ticket: DeskTicketThread) => void;
};

/**
 * 'Nuovo ticket' on a customer's behalf (decision 069): title, description, priority, category
 * and one of the customer's services; the ticket is the customer's, written by the staff, and
 * the customer gets a mail about it. Shown while its owner renders it.
 */
export function NewTicketDialog({ customer, services, onClose, onCreated }: Props) {
  const id = useId();
  const client = useQueryClient();
  const form = useForm<DeskTicketCreateForm, unknown, DeskTicketCreateInput>({
    resolver: zodResolver(deskTicketCreateSchema),
    defaultValues: {
      customerId: customer.id,
      title: "",
      description: "",
      priority: "medium",
      category: "technical",
      serviceId: "",
    },
  });
  const create = useMutation({
    mutationFn: (input: DeskTicketCreateInput) =>
      answer(tickets.index.$post({ json: input as DeskTicketCreateForm as never })),
    onSuccess: (ticket) => {
      toastSuccess(
        "Ticket aperto",
        `Il ticket n. ${ticket.id} è di ${customer.name}, che riceverà un'email.`,
      );
      void client.invalidateQueries({ queryKey: deskKeys.tickets });
      onCreated(ticket);
      onClose();
    },
    onError: (error) => {
      for (const issue of apiFieldIssues(error)) {
        form.setError(issue.path as keyof DeskTicketCreateForm, { message: issue.message });
      }
      toastError("Errore durante l'apertura del ticket", error);
    },
  });
  const errors = form.formState.errors;
  const busy = create.isPending;
  return (
    <AdminDialog
      open
      onOpenChange={whenClosed(onClose)}
      title={`Nuovo ticket per ${customer.name}`}
      description="Il ticket sarà del cliente, scritto da te: il cliente lo vede nella sua area e riceve un'email."
      size="lg"
      busy={busy}
      unsaved={form.formState.isDirty}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((input) => create.mutate(input))}
        className="grid gap-4"
        aria-label={`Nuovo ticket per ${customer.name}`}
      >
        <RequiredNote />
        <TextField
          id={`${id}-title`}
          label="Titolo"
          required
          error={errors.title?.message}
          {...form.register("title")}
        />
        <TextAreaField
          id={`${id}-description`}
          label="Descrizione"
          required
          rows={5}
          error={errors.description?.message}
          {...form.register("description")}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            id={`${id}-priority`}
            label="Priorità"
            required
            options={optionsOf(ticketPriorityLabels)}
            error={errors.priority?.message}
            {...form.register("priority")}
          />
          <SelectField
            id={`${id}-category`}
            label="Categoria"
            required
            options={optionsOf(ticketCategoryLabels)}
            error={errors.category?.message}
            {...form.register("category")}
          />
          <SelectField
            id={`${id}-service`}
            label="Servizio"
            placeholder="Nessun servizio"
            options={services.map((s) => ({ value: String(s.id), label: s.serviceName }))}
            error={errors.serviceId?.message}
            {...form.register("serviceId")}
          />
        </div>
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            Annulla
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Apertura..." : "Apri il ticket"}
          </Button>
        </DialogFooter>
      </form>
    </AdminDialog>
  );
}
