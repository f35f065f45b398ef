import type { ServiceTemplate } from "../service-templates/service-templates.schema";
import type { ServiceStatus } from "./customer-service-values";
import { romeDay } from "#kit/lib/dates";
import {
  amountInputText,
  defaultPricePeriod,
  type PricePeriod,
} from "../service-templates/price-values";
import { defaultExpiry } from "./service-dates";

/** ../shared/spec/back-office.md §9: a new assignment starts today, recurring, active. */
export const NEW_ASSIGNMENT_DEFAULTS = { isRecurring: true, status: "active" } as const;

/** The assign dialog's second step, as strings for its inputs. */
export type AssignFormValues = {
  templateId: number;
  serviceName: string;
  description: string;
  customPrice: string;
  customPricePeriod: PricePeriod;
  startDate: string;
  expiryDate: string;
  hoursRemaining: string;
  isRecurring: boolean;
  status: ServiceStatus;
};

/**
 * The configuration prefilled from a template: its name, description and base price; start
 * today (in Italy); expiry from the template type; no hours until the admin types them.
 */
export function assignmentDefaults(
  template: Pick<
    ServiceTemplate,
    "id" | "name" | "description" | "basePrice" | "basePricePeriod" | "type"
  >,
  now: Date = new Date(),
): AssignFormValues {
  const startDate = romeDay(now);
  return {
    templateId: template.id,
    serviceName: template.name,
    description: template.description ?? "",
    customPrice: amountInputText(template.basePrice),
    customPricePeriod: template.basePricePeriod ?? defaultPricePeriod(template.type),
    startDate,
    expiryDate: defaultExpiry(template.type, startDate),
    hoursRemaining: "",
    ...NEW_ASSIGNMENT_DEFAULTS,
  };
}
