import { formatNumericDateTime } from "#features/shared/dates";
import { adminRoleLabels } from "#features/admin-users/admin-roles";
import { communicationTypeLabels } from "#features/communications/communication-values";
import {
  ASSIGNMENT_ENTITY,
  serviceStatusLabels,
} from "#features/customer-services/customer-service-values";
import { requestStatusLabels, serviceEndingLabels } from "#features/requests/request-values";
import {
  ticketCategoryLabels,
  ticketPriorityLabels,
  ticketStatusLabels,
} from "#features/tickets/ticket-values";
import {
  activityActionLabels,
  entityLabel,
  fieldLabel,
  type ActivityAction,
  type FieldChange,
} from "./activity-values";

/** An entry as the browser reads it (GET /api/admin/activity). */
export type ActivityEntryView = {
  id: number;
  at: string;
  userName: string;
  entity: string;
  entityId: string | null;
  action: ActivityAction;
  label: string | null;
  changes: Record<string, FieldChange> | null;
  ip: string;
};

/**
 * The Italian labels of the stored values of a field, by "entity.field": the log keeps what the
 * database holds ("closed"), the history shows what the panel shows ("Chiuso").
 */
const valueLabels: Record<string, Record<string, string>> = {
  "tickets.status": ticketStatusLabels,
  "tickets.priority": ticketPriorityLabels,
  "tickets.category": ticketCategoryLabels,
  [`${ASSIGNMENT_ENTITY}.status`]: serviceStatusLabels,
  "users.role": adminRoleLabels,
  "team.role": adminRoleLabels,
  "communications.type": communicationTypeLabels,
  "info-requests.status": requestStatusLabels,
  "cancellation-requests.status": requestStatusLabels,
  "cancellation-requests.serviceEnds": serviceEndingLabels,
  "renewal-requests.status": requestStatusLabels,
};

/** A stored value in words: its label, empty, Sì/No, text cut at 120 characters, lists joined. */
export function valueText(value: unknown, labels?: Record<string, string>): string {
  if (labels && typeof value === "string" && value in labels) return labels[value]!;
  if (value === null || value === undefined || value === "") return "(vuoto)";
  if (typeof value === "boolean") return value ? "Sì" : "No";
  if (Array.isArray(value))
    return value.length ? value.map((item) => valueText(item, labels)).join(", ") : "(vuoto)";
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > 120 ? `${plain.slice(0, 117)}...` : plain || "(vuoto)";
}

/** "Modifica di Articoli del blog «Titolo» (n. 12)". */
export function entryTitle(entry: ActivityEntryView): string {
  // A user's refused writes of one day: "Operazioni rifiutate: 3 (28/11/2026)".
  if (entry.action === "refused") {
    return `${entry.label} (${entry.entityId?.split("-").reverse().join("/")})`;
  }
  const what = entityLabel(entry.entity);
  const name = entry.label ? ` «${entry.label}»` : "";
  const id = entry.entityId ? ` (n. ${entry.entityId})` : "";
  return `${activityActionLabels[entry.action]} – ${what}${name}${id}`;
}

/** Each changed field as "Titolo: vecchio → nuovo" (or only the new/old value). */
export function changeLines(entry: ActivityEntryView): string[] {
  return Object.entries(entry.changes ?? {}).map(([field, change]) => {
    const name = fieldLabel(field);
    const labels = valueLabels[`${entry.entity}.${field}`];
    const text = (value: unknown) => valueText(value, labels);
    if ("from" in change && "to" in change)
      return `${name}: ${text(change.from)} → ${text(change.to)}`;
    if ("to" in change) return `${name}: ${text(change.to)}`;
    return `${name}: era ${text(change.from)}`;
  });
}

export const entryWhen = (entry: ActivityEntryView) => formatNumericDateTime(entry.at);
