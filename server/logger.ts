import pino from "pino";
import type { Env } from "./env";
import { safeErrorMessage, serializeError } from "./error-serializer";

export type Logger = pino.Logger;

/**
 * Field names whose values never belong in a log line: secrets, and personal data of customers
 * and visitors (GDPR). `params` and `detail` are where database errors keep the values of a failed
 * statement, should someone log them by hand. Redacted at any depth down to four levels, so a
 * whole request body or a row logged by mistake loses them too.
 */
const sensitiveKeys = [
  "password",
  "newPassword",
  "currentPassword",
  "confirmPassword",
  "passwordHash",
  "password_hash",
  "token",
  "tokenHash",
  "token_hash",
  "secret",
  "sessionSecret",
  "cookie",
  "set-cookie",
  "authorization",
  "email",
  "contactEmail",
  "contact_email",
  "replyTo",
  "reply_to",
  "phone",
  "firstName",
  "lastName",
  "first_name",
  "last_name",
  "contactName",
  "contact_name",
  "params",
  "detail",
];

export const redactPaths = sensitiveKeys.flatMap((key) => {
  const segment = /^\w+$/.test(key) ? key : `["${key}"]`;
  return ["", "*", "*.*", "*.*.*"].map((prefix) =>
    prefix ? `${prefix}${segment.startsWith("[") ? "" : "."}${segment}` : segment,
  );
});

export function createLogger(
  env: Pick<Env, "LOG_LEVEL" | "NODE_ENV">,
  /** Where the lines go (tests read them); standard output by default. */
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level: env.NODE_ENV === "test" ? "silent" : env.LOG_LEVEL,
    base: undefined,
    redact: redactPaths,
    // Errors keep their code and SQL text but lose the values of the statement (error-serializer.ts).
    serializers: { err: serializeError, error: serializeError },
    hooks: {
      // `logger.error(error)` would otherwise use the raw message, params included, as `msg`.
      logMethod(args, method) {
        const [first, second] = args as unknown[];
        if (first instanceof Error && typeof second !== "string") {
          return method.call(this, { err: first }, safeErrorMessage(first));
        }
        const err = (first as { err?: unknown } | null)?.err;
        if (err instanceof Error && typeof second !== "string") {
          return method.call(this, first as object, safeErrorMessage(err));
        }
        return method.apply(this, args);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
