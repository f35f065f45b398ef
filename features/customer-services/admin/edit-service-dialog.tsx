import {
  takesHours,
  updateServiceSchema,
  type AdminCustomerService,
  type UpdateServiceForm,
  type UpdateServiceInput,
} from "../customer-services.schema";
import { romeDay } from "#kit/lib/dates";
import { amountInputText, defaultPricePeriod } from "#features/service-templates/price-values";
import { dialogTitles } from "#kit/admin/dialog-texts";
import { EntityDialog } from "#kit/admin/entity-dialog";
import { EntityHistoryContext } from "#kit/admin/entity-history";
import { ASSIGNMENT_ENTITY } from "../customer-service-values";
import { fieldsOr } from "#kit/admin/fields-or";
import { useEntityForm, type SaveCallbacks } from "#kit/admin/use-entity-form";
import { ServiceFields } from "./service-fields";

function defaultsOf(service: AdminCustomerService | null): UpdateServiceForm {
  return {
    ...fieldsOr(service, { serviceName: "", description: "", isRecurring: true, status: "active" }),
    customPrice: amountInputText(service?.customPrice ?? null),
    customPricePeriod:
      service?.customPricePeriod ?? defaultPricePeriod(service?.templateType ?? "one_time"),
    startDate: service ? romeDay(service.startDate) : "",
    expiryDate: service ? romeDay(service.expiryDate) : "",
    hoursRemaining: service?.hoursRemaining == null ? "" : String(service.hoursRemaining),
  };
}

/** Hours belong to hourly packages (or to a package whose template has since been deleted). */
const countsHours = (service: AdminCustomerService) =>
  service.templateId ? takesHours(service.templateType) : service.hoursRemaining !== null;

type Props = {
  service: AdminCustomerService;
  onClose: () => void;
  pending: boolean;
  /** Saves the changes; the mutation shows its own toasts. */
  onSave: (input: UpdateServiceInput, callbacks: SaveCallbacks) => void;
};

/**
 * Edit dialog of an assigned service: name, status, dates, price, hours, renewal, and the
 * assignment's 'Cronologia' (logged as its own entity, decision 032).
 */
export function EditServiceDialog({ service, onClose, pending, onSave }: Props) {
  const entity = useEntityForm(
    { item: service, onClose },
    {
      titles: dialogTitles({ noun: "servizio" }), // only 'Modifica servizio': it always edits
      schema: updateServiceSchema,
      defaults: defaultsOf,
      save: (input, _item, callbacks) => onSave(input, callbacks),
      pending,
    },
  );
  return (
    <EntityHistoryContext value={ASSIGNMENT_ENTITY}>
      <EntityDialog
        entity={entity}
        description={service.templateName ? `Dal catalogo: ${service.templateName}` : undefined}
        size="lg"
        className=""
      >
        <ServiceFields showHours={countsHours(service)} showStatus />
      </EntityDialog>
    </EntityHistoryContext>
  );
}
