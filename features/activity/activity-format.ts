import { formatNumericDate, formatNumericDateTime } from "#kit/lib/dates";
import { cutAtWord } from "#features/shared/cut-at-word";
import { formatEuro } from "#features/service-templates/price-values";
import {
  activityActionLabels,
  HIDDEN_VALUE,
  type ActivityAction,
  type FieldChange,
} from "./activity-values";
import { entityLabel, fieldShow, fieldLabel, targetLabel, type FieldShow } from "./activity-fields";

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

/** A date and time as JSON keeps it ("2026-11-24T10:00:00.000Z"). */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
/** Texts longer than this are cut at a word. */
const MAX_TEXT = 120;
const EMPTY = "(vuoto)";

/** A number stored as a number or as numeric text ("29.90"), else null. */
function amountOf(value: unknown): number | null {
  const amount = typeof value === "string" ? Number(value) : value;
  return typeof amount === "number" && Number.isFinite(amount) ? amount : null;
}

/**
 * A stored value in words (decision 050): an enum by its label, a day or a moment in
 * Europe/Rome, an amount as money, a reference as "n. 5", Sì/No, HTML as its text, lists joined,
 * a text the entity formats itself (its field's `format`) in its words,
 * long texts cut at a word; "(vuoto)" for nothing, secrets as they were stored ([nascosto]).
 */
export function valueText(value: unknown, show: FieldShow = { label: "" }): string {
  if (value === null || value === undefined || value === "") return EMPTY;
  if (value === HIDDEN_VALUE) return value;
  if (typeof value === "boolean") return value ? "Sì" : "No";
  if (Array.isArray(value))
    return value.length ? value.map((item) => valueText(item, show)).join(", ") : EMPTY;
  if (typeof value === "string" && show.values && value in show.values) return show.values[value]!;
  const own = typeof value === "string" ? show.format?.(value) : undefined;
  if (own !== undefined) return own;
  const amount = amountOf(value);
  if (show.kind === "money" && amount !== null) return formatEuro(amount);
  if (show.kind === "ref" && amount !== null) return `n. ${amount}`;
  if (typeof value === "string" && show.kind === "day") return formatNumericDate(value) || value;
  if (typeof value === "string" && ISO_MOMENT.test(value)) return formatNumericDateTime(value);
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return plain ? cutAtWord(plain, MAX_TEXT) : EMPTY;
}

/**
 * "Modifica – Articoli del blog «Titolo» (n. 12)"; an entry about no numbered item names what it
 * is about ("Modifica – Verifica in due passaggi: obbligo per tutti gli utenti").
 */
export function entryTitle(entry: ActivityEntryView): string {
  // A user's refused writes of one day: "Operazioni rifiutate: 3 (28/11/2026)" (decision 043).
  if (entry.action === "refused") {
    return `${entry.label} (${entry.entityId?.split("-").reverse().join("/")})`;
  }
  const what = entityLabel(entry.entity);
  const name = entry.label ? ` «${entry.label}»` : "";
  const target = entry.entityId ?? "";
  const about = /^\d+$/.test(target)
    ? ` (n. ${target})`
    : target && target !== entry.label
      ? `: ${targetLabel(entry.entity, target) ?? target}`
      : "";
  return `${activityActionLabels[entry.action]} – ${what}${name}${about}`;
}

/**
 * Each changed field as "Titolo: vecchio → nuovo" (or only the new/old value); a field whose two
 * values read the same is left out.
 */
export function changeLines(entry: ActivityEntryView): string[] {
  return Object.entries(entry.changes ?? {}).flatMap(([field, change]) => {
    const show = fieldShow(entry.entity, field);
    const name = fieldLabel(entry.entity, field);
    const text = (value: unknown) => valueText(value, show);
    if ("from" in change && "to" in change) {
      const [from, to] = [text(change.from), text(change.to)];
      return from === to ? [] : [`${name}: ${from} → ${to}`];
    }
    if ("to" in change) return [`${name}: ${text(change.to)}`];
    return [`${name}: era ${text(change.from)}`];
  });
}

export const entryWhen = (entry: ActivityEntryView) => formatNumericDateTime(entry.at);
