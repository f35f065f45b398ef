import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "#app/components/ui/button";
import { DialogFooter } from "#app/components/ui/dialog";
import { TextAreaField } from "#app/components/ui/textarea";
import { boundField } from "#app/components/ui/field";
import { customerApi } from "#app/lib/customer-api";
import {
  cancellationRequestSchema,
  type CancellationRequestForm,
  type CancellationRequestInput,
} from "../customer.schema";
import { usePortalMutation } from "#app/components/customer/forms/use-portal-mutation";
import { CustomerFormDialog } from "#app/components/customer/forms/customer-form-dialog";

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
    <CustomerFormDialog
      open={open}
      onOpenChange={change}
      form={form}
      send={send}
      title={confirmed ? "Motivo della disdetta" : "Richiedi la disdetta"}
      description={
        confirmed
          ? `Servizio: ${service.serviceName}`
          : `Vuoi davvero richiedere la disdetta del servizio "${service.serviceName}"? La richiesta sarà valutata dal nostro staff: fino alla risposta il servizio resta attivo.`
      }
      submitLabel="Invia richiesta di disdetta"
      submitVariant="destructive"
      before={
        confirmed ? null : (
          <DialogFooter>
            <Button variant="secondary" onClick={() => change(false)}>
              Annulla
            </Button>
            <Button variant="destructive" onClick={() => setConfirmed(true)}>
              Sì, richiedi la disdetta
            </Button>
          </DialogFooter>
        )
      }
    >
      <TextAreaField
        label="Motivo"
        required
        rows={5}
        hint="Almeno 10 caratteri."
        {...boundField(form, id)("reason")}
        error={errors.reason?.message ?? errors.serviceId?.message}
      />
    </CustomerFormDialog>
  );
}
