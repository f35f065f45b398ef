import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { contactMessageToItalian, contactSchema } from "../../../../domain/contact/contact.schema";

/**
 * Validation of the public forms, shared by the quote dialog and the contact page: a missing
 * required field is a "required" problem (the forms react with their own toast), text that is
 * present but breaks the shared contact schema is an "invalid" problem with the schema's message
 * in Italian, shown inline.
 */
export type FieldProblem = { type: "required" | "invalid"; message: string };
export type Problems<K extends string> = Partial<Record<K, FieldProblem>>;

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

export const hasMissingFields = (problems: Problems<string>) =>
  Object.values(problems).some((problem) => problem?.type === "required");

/** A react-hook-form resolver built on a problems function. */
export function problemsResolver<T extends FieldValues>(
  check: (values: T) => Problems<string>,
): Resolver<T> {
  return (values) => {
    const problems = check(values);
    const entries = Object.entries(problems).filter(([, problem]) => problem);
    if (entries.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      entries.map(([field, problem]) => [
        field,
        { type: problem!.type, message: problem!.message },
      ]),
    ) as FieldErrors<T>;
    return { values: {}, errors };
  };
}

/** The message of a non-OK answer: the API client throws "{status}: {body}" (spec section 7). */
export function serverErrorMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return null;
  try {
    const body: unknown = JSON.parse(match[1]!);
    if (body && typeof body === "object" && "message" in body) {
      const { message } = body as { message: unknown };
      if (typeof message === "string" && message.trim()) {
        return contactMessageToItalian(message.trim());
      }
    }
  } catch {
    // Not JSON (e.g. a proxy's error page): no message to show.
  }
  return null;
}
