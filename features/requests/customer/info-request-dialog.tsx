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
import { infoRequestSchema, type InfoRequestForm, type InfoRequestInput } from "../customer.schema";
import { serviceOptions } from "#features/customer-services/customer/service-options";
import { usePortalMutation } from "#app/components/customer/forms/use-portal-mutation";

const resolver = zodResolver(infoRequestSchema);

type Props = { open: boolean; onOpenChange: (open: boolean) => void; serviceId?: number | null };

/** 'Richiedi Info': a question about a service (or in general) for the company. */
export function InfoRequestDialog({ open, onOpenChange, serviceId = null }: Props) {
  const id = useId();
  const services = useQuery({
    queryKey: customerKeys.services,
    queryFn: customerApi.services,
    enabled: open,
  });
  const form = useForm<InfoRequestForm, unknown, InfoRequestInput>({
    defaultValues: { serviceId: serviceId ? String(serviceId) : "", subject: "", message: "" },
    resolver,
  });
  const { errors } = form.formState;
  const send = usePortalMutation({
    mutationFn: customerApi.createInfoRequest,
    success: {
      title: "Richiesta di informazioni inviata",
      description: "Ti risponderemo al più presto: troverai la risposta in 'Le mie richieste'.",
    },
    failure: "Errore nell'invio della richiesta",
    onSuccess: () => {
      form.reset();
      onOpenChange(false);
    },
  });

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={send.isPending}
      unsaved={form.formState.isDirty}
      title="Richiedi informazioni"
      description="Scrivici la tua domanda: ti risponderemo in quest'area e per email."
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => send.mutate(values))}
        className="grid gap-5"
      >
        <SelectField
          id={`${id}-service`}
          label="Servizio"
          placeholder="Nessun servizio in particolare"
          options={serviceOptions(services.data)}
          error={errors.serviceId?.message}
          {...form.register("serviceId")}
        />
        <TextField
          id={`${id}-subject`}
          label="Oggetto"
          required
          error={errors.subject?.message}
          {...form.register("subject")}
        />
        <TextAreaField
          id={`${id}-message`}
          label="Messaggio"
          required
          rows={5}
          error={errors.message?.message}
          {...form.register("message")}
        />
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={send.isPending}>
            Annulla
          </Button>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? "Invio in corso..." : "Invia richiesta"}
          </Button>
        </DialogFooter>
      </form>
    </AdminDialog>
  );
}
