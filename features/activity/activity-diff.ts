import { HIDDEN_VALUE, type ActivityChanges } from "./activity-values";

/**
 * Field names whose values never reach the log (decision 032): passwords and their hashes,
 * session and reset tokens, TOTP secrets, recovery codes, keys. The field is still named, its
 * value replaced by HIDDEN_VALUE.
 */
const SECRET_FIELD =
  /pass(word)?|hash|token|secret|totp|otp|recovery|api[-_]?key|private[-_]?key|salt/i;

/**
 * Entities whose values are never logged at all, whatever their fields are called: credentials
 * and two-factor codes, and the personal-data requests (the log must not keep the e-mail of a
 * person whose data was erased, decision 034).
 */
const SECRET_ENTITIES = new Set(["credentials", "two-factor", "personal-data"]);

/** Fields that say nothing to a person: the write's time (the entry's own), a form's send key. */
const NOISE_FIELDS = new Set(["updatedAt", "submissionKey"]);

export const isSecretField = (field: string) => SECRET_FIELD.test(field);

/** A value as JSON would keep it (dates as ISO text), secrets already hidden. */
function plain(value: unknown): unknown {
  if (value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString();
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/**
 * HTML as the rich-text editor and the stored row may each write it: the same markup with other
 * white space between tags (Tiptap's serialisation has no newlines) reads the same.
 */
export const normalizedHtml = (html: string) => html.replace(/>\s+</g, "><").trim();

const comparable = (value: unknown) =>
  typeof value === "string" && value.includes("<") ? normalizedHtml(value) : plain(value);

const same = (a: unknown, b: unknown) =>
  JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));

/**
 * The fields that differ between `before` and `after` (either null: a creation or a deletion,
 * where every field is listed), each { from, to }; secrets hidden, except the yes/no flags of
 * the secret entities. Equal values (HTML compared with `normalizedHtml`) are left out.
 */
export function diffRows(
  entity: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): ActivityChanges {
  const hideAll = SECRET_ENTITIES.has(entity);
  const changes: ActivityChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (NOISE_FIELDS.has(field)) continue;
    const from = before ? before[field] : undefined;
    const to = after ? after[field] : undefined;
    if (before && after && same(from, to)) continue;
    // A yes/no flag of a secret entity (two-factor's "required") tells no secret.
    const flag = typeof (after ? to : from) === "boolean";
    const hide = (hideAll && !flag) || isSecretField(field);
    const change: { from?: unknown; to?: unknown } = {};
    if (before && field in before) change.from = hide ? HIDDEN_VALUE : plain(from);
    if (after && field in after) change.to = hide ? HIDDEN_VALUE : plain(to);
    changes[field] = change;
  }
  return changes;
}

/** The item's name for the list, from the usual naming fields. */
export function rowLabel(row: Record<string, unknown> | null): string | null {
  if (!row) return null;
  for (const field of [
    "title",
    "name",
    "companyName",
    "subject",
    "username",
    "email",
    "key",
    "label",
  ]) {
    const value = row[field];
    if (typeof value === "string" && value.trim()) return value.trim().slice(0, 200);
  }
  return null;
}
