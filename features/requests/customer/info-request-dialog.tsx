import { TextField } from "#kit/ui/input";
import { TextAreaField } from "#kit/ui/textarea";
import { customerApi } from "#features/shared/customer/customer-api";
import { infoRequestSchema } from "../customer.schema";
import { ServiceSelectField } from "#features/customer-services/customer/service-select-field";
import { usePortalForm } from "#features/shared/customer/forms/use-portal-form";
import { CustomerFormDialog } from "#features/shared/customer/forms/customer-form-dialog";

type Props = { onClose: () => void; serviceId?: number | null };

/** 'Richiedi Info': a question about a service (or in general) for the company. */
export function InfoRequestDialog({ onClose, serviceId = null }: Props) {
  const request = usePortalForm({
    schema: infoRequestSchema,
    defaultValues: { serviceId: serviceId ? String(serviceId) : "", subject: "", message: "" },
    send: customerApi.createInfoRequest,
    success: {
      title: "Richiesta di informazioni inviata",
      description: "Ti risponderemo al più presto: troverai la risposta in 'Le mie richieste'.",
    },
    failure: "Errore nell'invio della richiesta",
    onSuccess: onClose,
  });

  return (
    <CustomerFormDialog
      title="Richiedi informazioni"
      onClose={onClose}
      request={request}
      description="Scrivici la tua domanda: ti risponderemo in quest'area e per email."
      submitLabel="Invia richiesta"
    >
      <ServiceSelectField {...request.field("serviceId")} />
      <TextField label="Oggetto" required {...request.field("subject")} />
      <TextAreaField label="Messaggio" required rows={5} {...request.field("message")} />
    </CustomerFormDialog>
  );
}
