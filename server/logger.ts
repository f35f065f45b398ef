import pino from "pino";
import type { Env } from "./env";

export type Logger = pino.Logger;

export function createLogger(env: Pick<Env, "LOG_LEVEL" | "NODE_ENV">): Logger {
  return pino({
    level: env.NODE_ENV === "test" ? "silent" : env.LOG_LEVEL,
    base: undefined,
    // Belt and braces: these never belong in a log line even if someone logs a whole request.
    redact: ["password", "*.password", "newPassword", "*.newPassword", "cookie", "*.cookie"],
  });
}
