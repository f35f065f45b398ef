import { useState } from "react";
import { Button } from "#kit/ui/button";
import { DialogFooter } from "#kit/ui/dialog";
import { TextAreaField } from "#kit/ui/textarea";
import { customerApi } from "#features/shared/customer/customer-api";
import { cancellationRequestSchema } from "../customer.schema";
import { usePortalForm } from "#features/shared/customer/forms/use-portal-form";
import { CustomerFormDialog } from "#features/shared/customer/forms/customer-form-dialog";

type Props = {
  onClose: () => void;
  service: { id: number; serviceName: string };
};

/** 'Richiedi Disdetta': first a confirmation, then the reason; the company decides. */
export function CancellationDialog({ onClose, service }: Props) {
  const [confirmed, setConfirmed] = useState(false);
  const request = usePortalForm({
    schema: cancellationRequestSchema,
    defaultValues: { serviceId: String(service.id), reason: "" },
    send: customerApi.createCancellationRequest,
    success: {
      title: "Richiesta di disdetta inviata",
      description: "Ti comunicheremo l'esito per email; lo troverai anche in 'Le mie richieste'.",
    },
    failure: "Errore nell'invio della richiesta di disdetta",
    onSuccess: onClose,
  });
  const { errors } = request.form.formState;

  return (
    <CustomerFormDialog
      onClose={onClose}
      request={request}
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
            <Button variant="secondary" onClick={onClose}>
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
        {...request.field("reason")}
        error={errors.reason?.message ?? errors.serviceId?.message}
      />
    </CustomerFormDialog>
  );
}
