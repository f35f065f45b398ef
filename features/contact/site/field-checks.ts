import { contactMessageToItalian, contactSchema } from "../contact.schema";
import type { Problems } from "./form-rules";

/** The text checks of the public forms, on the shared contact schema (zod): loaded on demand. */

type SchemaField = "name" | "email" | "message";

const schemaFields: readonly string[] = ["name", "email", "message"] satisfies SchemaField[];
const isSchemaField = (field: string): field is SchemaField => schemaFields.includes(field);

const blank = (value: string | undefined | null) => !value || value.trim() === "";

/** The schema's rule for one field, as Italian display text; null when the value passes. */
export function schemaProblem(field: SchemaField, value: string): string | null {
  const result = contactSchema.shape[field].safeParse(value);
  if (result.success) return null;
  return contactMessageToItalian(result.error.issues[0]?.message ?? "");
}

/**
 * Checks text fields: each one in `required` must be present (else `missing[field]`), and
 * name, email and message, when present, must pass the shared schema.
 */
export function checkTextFields<K extends string>(
  values: Partial<Record<K, string>>,
  required: readonly K[],
  missing: Record<K, string>,
): Problems<K> {
  const problems: Problems<K> = {};
  for (const field of required) {
    const value = values[field];
    if (blank(value)) {
      problems[field] = { type: "required", message: missing[field] };
      continue;
    }
    if (isSchemaField(field)) {
      const message = schemaProblem(field, value ?? "");
      if (message) problems[field] = { type: "invalid", message };
    }
  }
  return problems;
}
