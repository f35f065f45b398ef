import { useQuery } from "@tanstack/react-query";
import { SelectField, type SelectFieldProps } from "#kit/ui/select";
import { customerApi, customerKeys } from "#features/shared/customer/customer-api";

/**
 * The 'Servizio' choice of a customer request (ticket, information): one of the customer's
 * services, read when the form opens, or none in particular.
 */
export function ServiceSelectField(
  props: Omit<SelectFieldProps, "label" | "placeholder" | "options">,
) {
  const services = useQuery({ queryKey: customerKeys.services, queryFn: customerApi.services });
  return (
    <SelectField
      label="Servizio"
      placeholder="Nessun servizio in particolare"
      options={(services.data ?? []).map((s) => ({ value: String(s.id), label: s.serviceName }))}
      {...props}
    />
  );
}
