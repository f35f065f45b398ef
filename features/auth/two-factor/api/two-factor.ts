import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { adminUsers, customerUsers } from "#db/schema";
import { z } from "#kit/lib/zod";
import type { AppEnv, Deps } from "#server/context";
import { sessionOptions } from "#server/http/auth";
import {
  apiRoutes,
  errorAnswer,
  invalidInput,
  jsonAnswer,
  jsonBody,
  noContent,
  routeKit,
} from "#server/http/openapi";
import { backoffMs, type BackoffRule } from "#server/http/rate-limit";
import { clearSessionCookies, readSessionToken, sessionCookie } from "#server/http/session-cookie";
import { getSiteSettings } from "#features/settings/settings.server";
import { adminUserSchema, customerIdentitySchema, tooManyAttemptsMessage } from "../../auth.schema";
import { verifyPassword } from "../../password.server";
import {
  createSession,
  endAllSessions,
  endOtherSessions,
  endSession,
  hashSessionToken,
  readSession,
} from "../../session.server";
import type { SessionKind } from "../../session-kinds";
import { loginBodyLimit } from "../../api/session-routes";
import { clearChallengeCookie, readChallengeToken } from "../challenge-cookie";
import { rememberDevice } from "#features/auth/trusted-device/trusted-device.server";
import { withChange } from "#features/activity/activity.server";
import {
  confirmSetupSchema,
  reauthSchema,
  recoveryCodesSchema,
  secondStepSchema,
  twoFactorMessages,
  twoFactorPolicySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from "../two-factor.schema";
import {
  confirmTwoFactorSetup,
  consumeChallenge,
  disableTwoFactor,
  isTwoFactorRequired,
  otpauthUri,
  pendingTwoFactorSecret,
  qrCodeDataUrl,
  readChallenge,
  replaceRecoveryCodes,
  setTwoFactorRequired,
  setupOfChallenge,
  setupOfSession,
  startTwoFactorSetup,
  twoFactorStatus,
  spendSecondFactor,
} from "../two-factor.server";

const MINUTE = 60_000;

/**
 * The second step's own throttle (decision 031), per account: 5 wrong codes are free, then a
 * wait of 30 s, 1 min, 2 min ... up to 15 minutes after the latest; forgotten after an hour
 * without failures or at the first right code. Counted before the check, like the login
 * (server/http/auth-throttle.ts), so simultaneous guesses are all counted. The same counter
 * guards the code and password checks of the account's own two-factor settings.
 */
export const twoFactorThrottleRule: BackoffRule = {
  name: "two-factor-code",
  free: 5,
  baseMs: 30_000,
  maxMs: 15 * MINUTE,
  forgetMs: 60 * MINUTE,
};

type TwoFactorDeps = Pick<Deps, "db" | "env" | "rateLimits">;

/**
 * Runs `check` as one counted attempt of the account: a 429 Response when it must wait, else the
 * check's result; a success (truthy) forgets the account's failures.
 */
async function throttled<T>(
  deps: TwoFactorDeps,
  c: Context,
  kind: SessionKind,
  userId: number,
  check: () => Promise<T>,
): Promise<{ refused: Response } | { result: T }> {
  const key = `${kind}:${userId}`;
  const failed = await deps.rateLimits.fail(twoFactorThrottleRule, key, 0);
  if (!failed.counted) {
    const seconds = failed.full ? 60 : Math.max(1, Math.ceil(failed.waitMs / 1000));
    c.header("Retry-After", String(seconds));
    c.header("Cache-Control", "no-store");
    return { refused: c.json({ message: tooManyAttemptsMessage(seconds) }, 429) };
  }
  let result: T;
  try {
    result = await check();
  } catch (error) {
    await deps.rateLimits.refund(twoFactorThrottleRule, key);
    throw error;
  }
  if (result) await deps.rateLimits.reset(twoFactorThrottleRule, key);
  return { result };
}

/** The wait the rule gives after `count` failures (tests). */
export const twoFactorWaitMs = (count: number) => backoffMs(twoFactorThrottleRule, count);

const loginTags = (kind: SessionKind) => [kind === "admin" ? "Sessione admin" : "Sessione cliente"];

/**
 * POST /api/{admin|customer}/login/two-factor { code }: the second step of a sign-in, reachable
 * without a session but only with the half-done sign-in's cookie (decision 031). A 6-digit code
 * of the app (±1 step, each step once) or an unused recovery code; for a "setup" sign-in (the
 * back office requires TOTP) the first code of the secret this half-done sign-in's page showed
 * (a secret another setup started is refused), and the answer carries the ten recovery codes and
 * the account's other sessions end. Right: the half-done sign-in is spent, a new session cookie is set and the
 * answer is the login's ({ user } or { customer }). Wrong: 401; expired: 401 and the cookie goes;
 * too many wrong codes: 429.
 */
export function twoFactorLoginRoutes(deps: TwoFactorDeps, kind: SessionKind) {
  const { db } = deps;
  const userSchema =
    kind === "admin"
      ? z.object({ user: adminUserSchema, recoveryCodes: z.array(z.string()).optional() })
      : z.object({
          customer: customerIdentitySchema,
          recoveryCodes: z.array(z.string()).optional(),
        });
  const route = routeKit(loginTags(kind)).post(
    "/",
    "Secondo passaggio dell'accesso: codice dell'app o codice di recupero",
    {
      middleware: [loginBodyLimit],
      request: jsonBody(secondStepSchema),
      responses: {
        200: jsonAnswer(userSchema, "L'utente, con il cookie di sessione"),
        401: errorAnswer("Codice non valido, o verifica scaduta"),
        429: errorAnswer("Troppi tentativi"),
      },
    },
  );
  return apiRoutes().openapi(route, async (c) => {
    c.header("Cache-Control", "no-store");
    const { code } = c.req.valid("json");
    const token = readChallengeToken(c.req.raw, kind);
    const challenge = await readChallenge(db, kind, token);
    if (!token || !challenge) {
      clearChallengeCookie(c, kind);
      return c.json({ message: twoFactorMessages.expired }, 401);
    }
    const { userId, purpose } = challenge;
    const checked = await throttled(deps, c, kind, userId, async () =>
      purpose === "setup"
        ? confirmTwoFactorSetup(db, kind, userId, { setupId: setupOfChallenge(token), code })
        : spendSecondFactor(db, kind, userId, code),
    );
    if ("refused" in checked) return checked.refused as never;
    if (!checked.result) return c.json({ message: twoFactorMessages.wrongCode }, 401);
    const recoveryCodes = Array.isArray(checked.result) ? checked.result : undefined;

    // Spent before the session starts: one half-done sign-in opens one session at most.
    const spent = await consumeChallenge(db, kind, token);
    clearChallengeCookie(c, kind);
    if (!spent) return c.json({ message: twoFactorMessages.expired }, 401);
    const options = sessionOptions(deps.env);
    await endSession(db, kind, readSessionToken(c.req.raw, kind), options);
    // TOTP just turned on: the account's other sessions end (the new one is the only one).
    if (recoveryCodes) await endAllSessions(db, kind, userId);
    const session = await createSession(db, kind, userId, options);
    const active = await readSession(db, kind, session.token, new Date(), options);
    if (!active) {
      await endSession(db, kind, session.token, options);
      return c.json({ message: twoFactorMessages.expired }, 401);
    }
    for (const value of clearSessionCookies(c, kind).slice(1)) {
      c.header("Set-Cookie", value, { append: true });
    }
    c.header("Set-Cookie", sessionCookie(c, kind, session.token), { append: true });
    await rememberDevice(db, c, kind, userId, options.secret);
    const who = kind === "admin" ? { user: active.user } : { customer: active.user };
    return c.json({ ...who, ...(recoveryCodes ? { recoveryCodes } : {}) } as never, 200);
  });
}

/**
 * The signed-in account of the request (behind requireAdmin or requireCustomer, so the session
 * cookie is there) and the stored id of its session.
 */
function accountOf(
  c: Context<AppEnv>,
  kind: SessionKind,
  env: Deps["env"],
): { id: number; label: string; sessionIdHash: string } {
  const sessionIdHash = hashSessionToken(
    readSessionToken(c.req.raw, kind) ?? "",
    sessionOptions(env).secret,
  );
  if (kind === "admin") {
    const admin = c.get("admin");
    return { id: admin.id, label: admin.username, sessionIdHash };
  }
  const customer = c.get("customer");
  return { id: customer.id, label: customer.email, sessionIdHash };
}

async function passwordMatches(
  deps: TwoFactorDeps,
  kind: SessionKind,
  userId: number,
  password: string,
) {
  const table = kind === "admin" ? adminUsers : customerUsers;
  const [row] = await deps.db
    .select({ hash: table.passwordHash })
    .from(table)
    .where(eq(table.id, userId));
  return row ? verifyPassword(row.hash, password) : false;
}

/**
 * The account's own two-factor settings, behind requireAdmin or requireCustomer (mounted at
 * /api/admin/two-factor and /api/customer/two-factor):
 *   GET  /               { enabled, recoveryCodesLeft, required }
 *   POST /setup          a new secret: { secret, uri, qrCode } (409 while it is on), bound to this
 *                        session; an earlier pending secret can no longer be confirmed
 *   POST /confirm        { password, code } -> { recoveryCodes } (shown once), from the session
 *                        that started the setup; every other session of the account ends.
 *                        403 for a wrong password, 400 for a wrong code (nothing changes)
 *   POST /disable        { password } or { code } -> 204
 *   POST /recovery-codes { password } or { code } -> { recoveryCodes }, the old ones stop working
 *   PUT  /policy         (admin only, role "admin") { required } -> { required }
 * Wrong codes and passwords count on the second step's throttle (429).
 */
export function twoFactorAccountRoutes(deps: TwoFactorDeps, kind: SessionKind) {
  const { db } = deps;
  const route = routeKit([kind === "admin" ? "Sicurezza admin" : "Sicurezza cliente"]);
  const codesAnswer = jsonAnswer(
    recoveryCodesSchema,
    "I nuovi codici di recupero (mostrati una volta)",
  );
  const reauthAnswers = {
    ...invalidInput,
    403: errorAnswer("Password o codice non corretti"),
    409: errorAnswer("La verifica in due passaggi non è attiva"),
    429: errorAnswer("Troppi tentativi"),
  };

  /** The password or a current code of the account, throttled; a Response when refused. */
  const reauthenticate = async (
    c: Context<AppEnv>,
    userId: number,
    input: z.output<typeof reauthSchema>,
  ): Promise<Response | null> => {
    const checked = await throttled(deps, c, kind, userId, async () =>
      input.password
        ? passwordMatches(deps, kind, userId, input.password)
        : Boolean(await spendSecondFactor(db, kind, userId, input.code ?? "")),
    );
    if ("refused" in checked) return checked.refused;
    return checked.result ? null : c.json({ message: twoFactorMessages.wrongReauth }, 403);
  };

  /** A change to an enabled two-factor sign-in: 409 while it is off, else `reauthenticate`. */
  const confirmChange = async (
    c: Context<AppEnv>,
    userId: number,
    input: z.output<typeof reauthSchema>,
  ): Promise<Response | null> => {
    if (!(await twoFactorStatus(db, kind, userId)).enabled) {
      return c.json({ message: twoFactorMessages.notEnabled }, 409);
    }
    return reauthenticate(c, userId, input);
  };

  const routes = apiRoutes()
    .openapi(
      route.get("/", "Stato della verifica in due passaggi", {
        responses: { 200: jsonAnswer(twoFactorStatusSchema, "Lo stato") },
      }),
      async (c) => {
        const { id } = accountOf(c, kind, deps.env);
        const status = await twoFactorStatus(db, kind, id);
        const required = kind === "admin" && (await isTwoFactorRequired(db, kind));
        return c.json({ ...status, required }, 200);
      },
    )
    .openapi(
      route.post("/setup", "Nuovo segreto TOTP da aggiungere all'app (codice QR e testo)", {
        responses: {
          200: jsonAnswer(twoFactorSetupSchema, "Il segreto, il suo URI otpauth:// e il QR"),
          409: errorAnswer("Già attiva"),
        },
      }),
      async (c) => {
        const { id, label, sessionIdHash } = accountOf(c, kind, deps.env);
        const secret = await startTwoFactorSetup(db, kind, id, setupOfSession(sessionIdHash));
        if (!secret) return c.json({ message: twoFactorMessages.alreadyEnabled }, 409);
        return c.json(await setupAnswer(db, secret, label), 200);
      },
    )
    .openapi(
      route.post("/confirm", "Attiva la verifica: password attuale e codice dell'app", {
        middleware: [loginBodyLimit],
        request: jsonBody(confirmSetupSchema),
        responses: {
          200: codesAnswer,
          403: errorAnswer("Password attuale non corretta"),
          409: errorAnswer("Nessuna attivazione in corso in questa sessione"),
          429: errorAnswer("Troppi tentativi"),
        },
      }),
      async (c) => {
        const { id, sessionIdHash } = accountOf(c, kind, deps.env);
        const setupId = setupOfSession(sessionIdHash);
        if (!(await pendingTwoFactorSecret(db, kind, id, setupId))) {
          return c.json({ message: twoFactorMessages.noSetup }, 409);
        }
        const { password, code } = c.req.valid("json");
        let wrongPassword = false;
        const checked = await throttled(deps, c, kind, id, async () => {
          wrongPassword = !(await passwordMatches(deps, kind, id, password));
          return wrongPassword ? null : confirmTwoFactorSetup(db, kind, id, { setupId, code });
        });
        if ("refused" in checked) return checked.refused as never;
        if (wrongPassword) {
          const message = twoFactorMessages.wrongPassword;
          return c.json({ message, issues: [{ path: "password", message }] }, 403);
        }
        if (!checked.result) {
          return c.json(
            {
              message: twoFactorMessages.wrongCode,
              issues: [{ path: "code", message: twoFactorMessages.wrongCode }],
            },
            400,
          );
        }
        await endOtherSessions(db, kind, id, sessionIdHash);
        return c.json({ recoveryCodes: checked.result }, 200);
      },
    )
    .openapi(
      route.post("/disable", "Disattiva la verifica (password o codice attuale)", {
        middleware: [loginBodyLimit],
        request: jsonBody(reauthSchema),
        responses: { ...noContent, ...reauthAnswers },
      }),
      async (c) => {
        const { id } = accountOf(c, kind, deps.env);
        const refused = await confirmChange(c, id, c.req.valid("json"));
        if (refused) return refused as never;
        await disableTwoFactor(db, kind, id);
        return c.body(null, 204);
      },
    )
    .openapi(
      route.post("/recovery-codes", "Nuovi codici di recupero (password o codice attuale)", {
        middleware: [loginBodyLimit],
        request: jsonBody(reauthSchema),
        responses: { 200: codesAnswer, ...reauthAnswers },
      }),
      async (c) => {
        const { id } = accountOf(c, kind, deps.env);
        const refused = await confirmChange(c, id, c.req.valid("json"));
        if (refused) return refused as never;
        return c.json({ recoveryCodes: await replaceRecoveryCodes(db, kind, id) }, 200);
      },
    );
  if (kind === "customer") return routes;
  return routes.openapi(
    route.put("/policy", "Rende obbligatoria la verifica per tutti gli utenti del back office", {
      request: jsonBody(twoFactorPolicySchema),
      responses: {
        200: jsonAnswer(twoFactorPolicySchema, "L'impostazione salvata"),
        403: errorAnswer("Solo un Amministratore"),
      },
    }),
    async (c) => {
      if (c.get("admin").role !== "admin") {
        return c.json({ message: twoFactorMessages.onlyAdministrators }, 403);
      }
      const { required } = c.req.valid("json");
      // Logged as the obligation's change, "Sì → No" (decision 050), not as the values sent.
      await withChange(
        {
          entityId: "policy",
          action: "update",
          read: async () => ({ required: await isTwoFactorRequired(db, "admin") }),
        },
        () => setTwoFactorRequired(db, "admin", required),
      );
      return c.json({ required }, 200);
    },
  );
}

/** The setup answer: the secret as text, its otpauth:// URI with the site's name, the QR image. */
export async function setupAnswer(db: Deps["db"], secret: string, account: string) {
  const issuer = (await getSiteSettings(db)).site_name || "Scaligera Digital";
  const uri = otpauthUri(secret, issuer, account);
  return { secret, uri, qrCode: await qrCodeDataUrl(uri) };
}
