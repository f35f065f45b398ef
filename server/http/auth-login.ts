import type { Context, Handler } from "hono";
import type { z } from "zod";
import type { AppEnv, Deps } from "../context";
import { INVALID_CREDENTIALS } from "#features/auth/auth.schema";
import { createSession, endSession } from "#features/auth/session.server";
import type { SessionKind } from "#features/auth/session-kinds";
import { beginSecondStep } from "#features/auth/two-factor/second-step.server";
import {
  rememberDevice,
  trustedDeviceOf,
} from "#features/auth/trusted-device/trusted-device.server";
import { sessionOptions } from "./auth";
import { reserveLoginAttempt, throttledCheck } from "./auth-throttle";
import { readJsonBody, validationError } from "./json-body";
import { clearSessionCookies, readSessionToken, sessionCookie } from "./session-cookie";

type LoginDeps = Pick<Deps, "db" | "env" | "logger" | "rateLimits">;

type LoginSpec<I, U extends { id: number }> = {
  kind: SessionKind;
  schema: z.ZodType<I>;
  /** The account name the failures are counted under (lowercased by the throttle). */
  accountOf: (input: I) => string;
  /**
   * The user for these credentials, or null for wrong or unknown (and, for administrators,
   * inactive); "disabled" for a deactivated account whose password was right.
   */
  authenticate: (input: I) => Promise<U | "disabled" | null>;
  /** The 403 message for "disabled" (how to reach support). */
  disabledMessage?: () => Promise<string>;
  /** The 200 body, e.g. { user } or { customer }. */
  body: (user: U) => Record<string, unknown>;
};

/**
 * POST .../login for either kind: JSON body -> 400 with the Italian messages, throttled attempts
 * (429, ./auth-throttle.ts), 401 'Credenziali non valide' for any bad credentials, 403 with the
 * way to support for a deactivated account with the right password (still counted as a failed
 * attempt), else a new session (a fresh token each time; an older session sent along is ended)
 * and its cookie, with the device cookie that marks this browser as one of the account's.
 */
export function loginHandler<I, U extends { id: number }>(
  deps: LoginDeps,
  spec: LoginSpec<I, U>,
): Handler<AppEnv> {
  return async (c) => {
    c.header("Cache-Control", "no-store");
    const read = await readJsonBody(c);
    if (!read.ok) return read.response;
    const parsed = spec.schema.safeParse(read.value);
    if (!parsed.success) return validationError(c, parsed.error);

    // Reserved before the slow verification, so simultaneous attempts are all counted. A device
    // that signed in to the account before is not held by the account's budget (decision 042).
    const account = spec.accountOf(parsed.data);
    const options = sessionOptions(deps.env);
    const trustedDevice = await trustedDeviceOf(
      deps.db,
      c.req.raw,
      spec.kind,
      account,
      options.secret,
    );
    const reservation = reserveLoginAttempt(deps.rateLimits, spec.kind, c, account, {
      trustedDevice,
      logger: deps.logger,
    });
    const checked = await throttledCheck(
      reservation,
      () => spec.authenticate(parsed.data),
      (user) => !user || user === "disabled",
    );
    if ("refused" in checked) return checked.refused;
    const user = checked.result;
    if (user === "disabled" && spec.disabledMessage) {
      return c.json({ message: await spec.disabledMessage() }, 403);
    }
    if (!user || user === "disabled") return c.json({ message: INVALID_CREDENTIALS }, 401);
    // Two-factor sign-in (decision 031): a right password may still need the code first.
    const secondStep = await beginSecondStep(deps, c, spec.kind, user.id);
    if (secondStep) return secondStep;

    await endSession(deps.db, spec.kind, readSessionToken(c.req.raw, spec.kind), options);
    const { token } = await createSession(deps.db, spec.kind, user.id, options);
    // A cookie under the other name (http vs https) would shadow the new one: drop it.
    for (const value of clearSessionCookies(c, spec.kind).slice(1)) {
      c.header("Set-Cookie", value, { append: true });
    }
    c.header("Set-Cookie", sessionCookie(c, spec.kind, token), { append: true });
    await rememberDevice(deps.db, c, spec.kind, user.id, options.secret);
    return c.json(spec.body(user), 200);
  };
}

/** POST .../logout: ends the server session and clears the cookie; 204 even without one. */
export function logoutHandler(deps: Pick<Deps, "db" | "env">, kind: SessionKind): Handler<AppEnv> {
  return async (c: Context<AppEnv>) => {
    const token = readSessionToken(c.req.raw, kind);
    await endSession(deps.db, kind, token, sessionOptions(deps.env));
    for (const value of clearSessionCookies(c, kind)) {
      c.header("Set-Cookie", value, { append: true });
    }
    c.header("Cache-Control", "no-store");
    return c.body(null, 204);
  };
}
