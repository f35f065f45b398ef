import { DrizzleQueryError } from "drizzle-orm";

/**
 * How an error reaches the log: pino's `err` serializer (server/logger.ts), so every logger call
 * that passes an error goes through here.
 *
 * Database errors carry the values of the failed statement: drizzle's DrizzleQueryError keeps
 * every parameter (password hashes, e-mail addresses, message texts) in `params` and repeats them
 * in its message and stack, and PostgreSQL's `detail` quotes the offending row
 * ("Key (email)=(x@y.it) already exists"). What stays: the class name, a message without values,
 * the SQLSTATE code, the SQL text with its $1 placeholders, the names of the table, column and
 * constraint, and the stack frames. Everything else an error object carries is dropped.
 */
export type SerializedError = {
  type: string;
  message: string;
  /** SQLSTATE for database errors, or Node's code (ECONNREFUSED...). */
  code?: string;
  /** The statement drizzle sent, placeholders only. */
  sql?: string;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  dataType?: string;
  routine?: string;
  stack?: string;
  cause?: SerializedError;
  /** The attempts of an AggregateError (one per address when connecting). */
  errors?: SerializedError[];
};

/** Database error fields that name things and never hold values. */
const namingFields = [
  "severity",
  "schema",
  "table",
  "column",
  "constraint",
  "dataType",
  "routine",
] as const;

const MAX_SQL_LENGTH = 2_000;
const MAX_DEPTH = 5;

export function serializeError(value: unknown): unknown {
  return value instanceof Error ? serialize(value, 0) : value;
}

/** The message as it may be logged (pino's `msg` when a call gives none of its own). */
export function safeErrorMessage(error: Error): string {
  if (error instanceof DrizzleQueryError) return "Failed query";
  if (sqlState(error)) return withoutQuotedValue(error.message);
  return error.message;
}

function serialize(error: Error, depth: number): SerializedError {
  const out: SerializedError = {
    type: error.constructor?.name || error.name,
    message: safeErrorMessage(error),
  };
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") out.code = code;
  if (error instanceof DrizzleQueryError) out.sql = error.query.slice(0, MAX_SQL_LENGTH);
  if (sqlState(error)) {
    for (const field of namingFields) {
      const named = (error as unknown as Record<string, unknown>)[field];
      if (typeof named === "string") out[field] = named;
    }
  }
  if (error.stack) out.stack = [`${out.type}: ${out.message}`, ...frames(error.stack)].join("\n");
  if (depth < MAX_DEPTH) {
    if (error.cause instanceof Error) out.cause = serialize(error.cause, depth + 1);
    if (error instanceof AggregateError) {
      out.errors = error.errors
        .filter((e): e is Error => e instanceof Error)
        .map((e) => serialize(e, depth + 1));
    }
  }
  return out;
}

/** A five-character SQLSTATE marks an error PostgreSQL (or PGlite) sent back. */
function sqlState(error: Error): string | null {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

/**
 * PostgreSQL ends data errors with the value it refused: `invalid input syntax for type
 * integer: "abc"`, `invalid input value for enum ticket_status: "x"`. Names of constraints and
 * relations are quoted after a word, never after a colon, so they stay.
 */
function withoutQuotedValue(message: string): string {
  return message.replace(/: ".*"$/s, ': "[redacted]"');
}

/** Only the "at ..." lines: the first lines of a stack repeat the message, values included. */
function frames(stack: string): string[] {
  return stack.split("\n").filter((line) => /^\s+at /.test(line));
}
