import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "#app/components/ui/input";
import { SelectField } from "#app/components/ui/select";
import { TextAreaField } from "#app/components/ui/textarea";
import { boundField } from "#app/components/ui/field";
import { customerApi } from "#app/lib/customer-api";
import { infoRequestSchema, type InfoRequestForm, type InfoRequestInput } from "../customer.schema";
import {
  serviceOptions,
  useServiceChoices,
} from "#features/customer-services/customer/service-options";
import { usePortalMutation } from "#app/components/customer/forms/use-portal-mutation";
import { CustomerFormDialog } from "#app/components/customer/forms/customer-form-dialog";

const resolver = zodResolver(infoRequestSchema);

type Props = { open: boolean; onOpenChange: (open: boolean) => void; serviceId?: number | null };

/** 'Richiedi Info': a question about a service (or in general) for the company. */
export function InfoRequestDialog({ open, onOpenChange, serviceId = null }: Props) {
  const id = useId();
  const services = useServiceChoices(open);
  const form = useForm<InfoRequestForm, unknown, InfoRequestInput>({
    defaultValues: { serviceId: serviceId ? String(serviceId) : "", subject: "", message: "" },
    resolver,
  });
  const field = boundField(form, id);
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
    <CustomerFormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      send={send}
      title="Richiedi informazioni"
      description="Scrivici la tua domanda: ti risponderemo in quest'area e per email."
      submitLabel="Invia richiesta"
    >
      <SelectField
        label="Servizio"
        placeholder="Nessun servizio in particolare"
        options={serviceOptions(services.data)}
        {...field("serviceId")}
      />
      <TextField label="Oggetto" required {...field("subject")} />
      <TextAreaField label="Messaggio" required rows={5} {...field("message")} />
    </CustomerFormDialog>
  );
}
