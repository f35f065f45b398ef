import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { findDriverError, type DriverError } from "#db/database-error";

/**
 * Database errors caused by what the client sent, as 4xx answers (DESIGN.md: never a 500 for
 * bad input). The schemas refuse most bad input before any query; this is the safety net for
 * what they miss: a value PostgreSQL cannot store (SQLSTATE class 22, "data exception") or one
 * that breaks a constraint (class 23). Any other error is not the client's fault: null, and the
 * caller answers 500 as before.
 *
 * drizzle wraps the driver's error (DrizzleQueryError, with the original as `cause`); node-postgres
 * and PGlite both give the SQLSTATE as `code` (PGlite's `detail` too), so the chain of causes is
 * searched for it.
 */

type Answer = { status: ContentfulStatusCode; message: string };

const answers = {
  text: { status: 400, message: "Il testo contiene caratteri non ammessi" },
  tooLong: { status: 400, message: "Un valore è più lungo di quanto consentito" },
  number: { status: 400, message: "Un valore numerico è fuori dall'intervallo consentito" },
  date: { status: 400, message: "Data non valida o fuori dall'intervallo consentito" },
  format: { status: 400, message: "Un valore non è nel formato atteso" },
  data: { status: 400, message: "Dati non validi" },
  duplicate: { status: 409, message: "Esiste già un elemento con questi dati" },
  missingReference: { status: 400, message: "Un elemento collegato non esiste" },
  stillReferenced: {
    status: 409,
    message: "L'elemento è collegato ad altri dati: non può essere eliminato o modificato",
  },
  required: { status: 400, message: "Manca un valore obbligatorio" },
  constraint: { status: 400, message: "Un valore non rispetta i vincoli dei dati" },
  conflict: { status: 409, message: "I dati sono in conflitto con quelli già salvati" },
} satisfies Record<string, Answer>;

/** SQLSTATE codes of classes 22 and 23 with their own answer; the rest of a class has one. */
const byCode: Record<string, Answer> = {
  "22001": answers.tooLong, // string_data_right_truncation
  "22003": answers.number, // numeric_value_out_of_range
  "22007": answers.date, // invalid_datetime_format
  "22008": answers.date, // datetime_field_overflow
  "22009": answers.date, // invalid_time_zone_displacement_value (years past 9999)
  "22021": answers.text, // character_not_in_repertoire (NUL in text)
  "22P05": answers.text, // untranslatable_character (\u0000 in jsonb)
  "22P02": answers.format, // invalid_text_representation
  "23502": answers.required, // not_null_violation
  "23505": answers.duplicate, // unique_violation
  "23514": answers.constraint, // check_violation
  "23001": answers.stillReferenced, // restrict_violation
  "23P01": answers.conflict, // exclusion_violation
};

/** The first error in the chain of causes that carries a SQLSTATE of class 22 or 23. */
const inputCausedError = (error: unknown) =>
  findDriverError(error, (code) => /^2[23][0-9A-Z]{3}$/.test(code));

/**
 * A foreign key refused on write names a row that does not exist (the client's mistake: 400);
 * refused on delete or key change, the row is still used elsewhere (a conflict: 409).
 */
function foreignKeyAnswer(error: DriverError): Answer {
  const text = `${String(error.detail ?? "")} ${String(error.message ?? "")}`;
  return /is not present in table|insert or update on table/i.test(text)
    ? answers.missingReference
    : answers.stillReferenced;
}

function answerFor(error: DriverError): Answer {
  if (error.code === "23503") return foreignKeyAnswer(error);
  return byCode[error.code] ?? (error.code.startsWith("22") ? answers.data : answers.conflict);
}

/** The 4xx answer for a database error caused by the request's data, or null for any other. */
export function inputErrorResponse(error: unknown, c: Context): Response | null {
  const cause = inputCausedError(error);
  if (!cause) return null;
  const { status, message } = answerFor(cause);
  return c.json({ message, issues: [{ path: "", message }] }, status);
}
