import type { Context, Handler } from "hono";
import type { z } from "zod";
import type { AppEnv, Deps } from "../context";
import { INVALID_CREDENTIALS } from "../../domain/auth/auth.schema";
import { createSession, endSession, type SessionKind } from "../../domain/auth/session.server";
import { sessionOptions } from "./auth";
import { loginThrottle } from "./auth-throttle";
import { readJsonBody, validationError } from "./json-body";
import { clearSessionCookies, readSessionToken, sessionCookie } from "./session-cookie";

type LoginDeps = Pick<Deps, "db" | "env" | "rateLimits">;

type LoginSpec<I, U extends { id: number }> = {
  kind: SessionKind;
  schema: z.ZodType<I>;
  /** The account name the failures are counted under (lowercased by the throttle). */
  accountOf: (input: I) => string;
  /** The user for these credentials, or null for wrong, unknown or inactive. */
  authenticate: (input: I) => Promise<U | null>;
  /** The 200 body, e.g. { user } or { customer }. */
  body: (user: U) => Record<string, unknown>;
};

/**
 * POST .../login for either kind: JSON body -> 400 with the Italian messages, throttled failures
 * (429), 401 'Credenziali non valide' for any bad credentials, else a new session (a fresh token
 * each time; an older session sent along is ended) and its cookie.
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

    const throttle = loginThrottle(deps.rateLimits, spec.kind, c, spec.accountOf(parsed.data));
    const blocked = throttle.blocked();
    if (blocked) return blocked;

    const user = await spec.authenticate(parsed.data);
    if (!user) {
      throttle.failed();
      return c.json({ message: INVALID_CREDENTIALS }, 401);
    }
    throttle.succeeded();

    const options = sessionOptions(deps.env);
    await endSession(deps.db, spec.kind, readSessionToken(c.req.raw, spec.kind), options);
    const { token } = await createSession(deps.db, spec.kind, user.id, options);
    // A cookie under the other name (http vs https) would shadow the new one: drop it.
    for (const value of clearSessionCookies(c.req.raw, spec.kind).slice(1)) {
      c.header("Set-Cookie", value, { append: true });
    }
    c.header("Set-Cookie", sessionCookie(c.req.raw, spec.kind, token), { append: true });
    return c.json(spec.body(user), 200);
  };
}

/** POST .../logout: ends the server session and clears the cookie; 204 even without one. */
export function logoutHandler(deps: Pick<Deps, "db" | "env">, kind: SessionKind): Handler<AppEnv> {
  return async (c: Context<AppEnv>) => {
    const token = readSessionToken(c.req.raw, kind);
    await endSession(deps.db, kind, token, sessionOptions(deps.env));
    for (const value of clearSessionCookies(c.req.raw, kind)) {
      c.header("Set-Cookie", value, { append: true });
    }
    c.header("Cache-Control", "no-store");
    return c.body(null, 204);
  };
}
