import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "#app/components/ui/button";
import { AdminDialog } from "#app/components/admin/shared/admin-dialog";
import { DialogFooter } from "#app/components/ui/dialog";
import { TextAreaField } from "#app/components/ui/textarea";
import { customerApi } from "#app/lib/customer-api";
import {
  cancellationRequestSchema,
  type CancellationRequestForm,
  type CancellationRequestInput,
} from "../customer.schema";
import { usePortalMutation } from "#app/components/customer/forms/use-portal-mutation";

const resolver = zodResolver(cancellationRequestSchema);

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  service: { id: number; serviceName: string };
};

/** 'Richiedi Disdetta': first a confirmation, then the reason; the company decides. */
export function CancellationDialog({ open, onOpenChange, service }: Props) {
  const id = useId();
  const [confirmed, setConfirmed] = useState(false);
  const form = useForm<CancellationRequestForm, unknown, CancellationRequestInput>({
    defaultValues: { serviceId: String(service.id), reason: "" },
    resolver,
  });
  const { errors } = form.formState;
  const change = (next: boolean) => {
    if (!next) {
      setConfirmed(false);
      form.reset();
    }
    onOpenChange(next);
  };
  const send = usePortalMutation({
    mutationFn: customerApi.createCancellationRequest,
    success: {
      title: "Richiesta di disdetta inviata",
      description: "Ti comunicheremo l'esito per email; lo troverai anche in 'Le mie richieste'.",
    },
    failure: "Errore nell'invio della richiesta di disdetta",
    onSuccess: () => change(false),
  });

  return (
    <AdminDialog
      open={open}
      onOpenChange={change}
      busy={send.isPending}
      unsaved={form.formState.isDirty}
      title={confirmed ? "Motivo della disdetta" : "Richiedi la disdetta"}
      description={
        confirmed
          ? `Servizio: ${service.serviceName}`
          : `Vuoi davvero richiedere la disdetta del servizio "${service.serviceName}"? La richiesta sarà valutata dal nostro staff: fino alla risposta il servizio resta attivo.`
      }
    >
      {confirmed ? (
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => send.mutate(values))}
          className="grid gap-5"
        >
          <TextAreaField
            id={`${id}-reason`}
            label="Motivo"
            required
            rows={5}
            hint="Almeno 10 caratteri."
            error={errors.reason?.message ?? errors.serviceId?.message}
            {...form.register("reason")}
          />
          <DialogFooter>
            <Button variant="secondary" onClick={() => change(false)} disabled={send.isPending}>
              Annulla
            </Button>
            <Button type="submit" variant="destructive" disabled={send.isPending}>
              {send.isPending ? "Invio in corso..." : "Invia richiesta di disdetta"}
            </Button>
          </DialogFooter>
        </form>
      ) : (
        <DialogFooter>
          <Button variant="secondary" onClick={() => change(false)}>
            Annulla
          </Button>
          <Button variant="destructive" onClick={() => setConfirmed(true)}>
            Sì, richiedi la disdetta
          </Button>
        </DialogFooter>
      )}
    </AdminDialog>
  );
}
