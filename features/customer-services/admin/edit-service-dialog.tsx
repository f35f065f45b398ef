import { useId } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "#app/components/ui/button";
import type { AssignFormValues } from "../assignment-defaults";
import {
  takesHours,
  updateServiceSchema,
  type AdminCustomerService,
  type UpdateServiceInput,
} from "../customer-services.schema";
import { romeDay } from "#features/shared/dates";
import { AdminDialog, AdminDialogFooter } from "#app/components/admin/shared/admin-dialog";
import { ServiceFields } from "./service-fields";

const resolver = zodResolver(updateServiceSchema) as unknown as Resolver<
  AssignFormValues,
  unknown,
  UpdateServiceInput
>;

function defaultsOf(service: AdminCustomerService): AssignFormValues {
  return {
    templateId: service.templateId ?? 0,
    serviceName: service.serviceName,
    description: service.description ?? "",
    customPrice: service.customPrice ?? "",
    startDate: romeDay(service.startDate),
    expiryDate: romeDay(service.expiryDate),
    hoursRemaining: service.hoursRemaining === null ? "" : String(service.hoursRemaining),
    isRecurring: service.isRecurring,
    status: service.status,
  };
}

/** Hours belong to hourly packages (or to a package whose template has since been deleted). */
const countsHours = (service: AdminCustomerService) =>
  service.templateId ? takesHours(service.templateType) : service.hoursRemaining !== null;

type Props = {
  service: AdminCustomerService;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onSubmit: (input: UpdateServiceInput) => void;
};

/** Edit dialog of an assigned service: name, status, dates, price, hours, renewal. */
export function EditServiceDialog({ service, onOpenChange, pending, onSubmit }: Props) {
  const id = useId();
  const form = useForm<AssignFormValues, unknown, UpdateServiceInput>({
    defaultValues: defaultsOf(service),
    resolver,
  });
  return (
    <AdminDialog
      open
      onOpenChange={onOpenChange}
      busy={pending}
      size="lg"
      title="Modifica servizio"
      description={service.templateName ? `Dal catalogo: ${service.templateName}` : undefined}
    >
      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <ServiceFields form={form} idPrefix={id} showHours={countsHours(service)} showStatus />
        <AdminDialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            Annulla
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? "Salvataggio..." : "Salva modifiche"}
          </Button>
        </AdminDialogFooter>
      </form>
    </AdminDialog>
  );
}
