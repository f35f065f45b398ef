import { formatNumericDateTime } from "#features/shared/dates";
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

/** A stored value in words: empty, Sì/No, text cut at 120 characters, lists joined. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(vuoto)";
  if (typeof value === "boolean") return value ? "Sì" : "No";
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(", ") : "(vuoto)";
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > 120 ? `${plain.slice(0, 117)}...` : plain || "(vuoto)";
}

/** "Modifica di Articoli del blog «Titolo» (n. 12)". */
export function entryTitle(entry: ActivityEntryView): string {
  const what = entityLabel(entry.entity);
  const name = entry.label ? ` «${entry.label}»` : "";
  const id = entry.entityId ? ` (n. ${entry.entityId})` : "";
  return `${activityActionLabels[entry.action]} – ${what}${name}${id}`;
}

/** Each changed field as "Titolo: vecchio → nuovo" (or only the new/old value). */
export function changeLines(entry: ActivityEntryView): string[] {
  return Object.entries(entry.changes ?? {}).map(([field, change]) => {
    const name = fieldLabel(field);
    if ("from" in change && "to" in change)
      return `${name}: ${valueText(change.from)} → ${valueText(change.to)}`;
    if ("to" in change) return `${name}: ${valueText(change.to)}`;
    return `${name}: era ${valueText(change.from)}`;
  });
}

export const entryWhen = (entry: ActivityEntryView) => formatNumericDateTime(entry.at);
