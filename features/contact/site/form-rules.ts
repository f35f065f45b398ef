import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { contactMessageToItalian } from "../contact-fields";

/**
 * Validation of the public forms, shared by the quote dialog and the contact page: a missing
 * required field is a "required" problem (the forms react with their own toast), text that is
 * present but breaks the shared contact schema is an "invalid" problem with the schema's message
 * in Italian, shown inline. The checks themselves need zod and live in field-checks.ts, which the
 * forms load when they first validate.
 */
export type FieldProblem = { type: "required" | "invalid"; message: string };
export type Problems<K extends string> = Partial<Record<K, FieldProblem>>;

export const hasMissingFields = (problems: Problems<string>) =>
  Object.values(problems).some((problem) => problem?.type === "required");

/** A react-hook-form resolver built on a problems function (which may load its rules first). */
export function problemsResolver<T extends FieldValues>(
  check: (values: T) => Problems<string> | Promise<Problems<string>>,
): Resolver<T> {
  return async (values) => {
    const problems = await check(values);
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

/**
 * The message of a non-OK answer: the API client throws "{status}: {body}"
 * (../shared/spec/public-site.md §7).
 */
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
