import { data, type AppLoadContext } from "react-router";
import { eq } from "drizzle-orm";
import { adminUsers, customerUsers } from "#db/schema";
import {
  callApi,
  formErrors,
  redirectWithCookies,
  refused,
  type readForm,
} from "#features/shared/form-action.server";
import type { SessionKind } from "../../session-kinds";
import { loginFailureText, loginKinds } from "../../site/login-kinds";
import { loginHref } from "../../site/return-to";
import { setupAnswer } from "../api/two-factor";
import { readChallengeToken } from "../challenge-cookie";
import {
  pendingTwoFactorSecret,
  readChallenge,
  setupOfChallenge,
  startTwoFactorSetup,
} from "../two-factor.server";
import type { SecondStepOutcome, SecondStepView } from "./second-step-view";
import { secondStepResolver } from "./second-step-rules";

/**
 * The login pages' side of the second step (decision 031). The loader shows the second step
 * while the browser holds a live half-done sign-in (its cookie); `?accesso=password` shows the
 * password form instead (another account). For a "setup" sign-in (TOTP required) it starts the
 * setup once for this half-done sign-in and shows the same secret on every reload until it is
 * confirmed; a new sign-in starts a new secret, and only its own challenge can confirm it.
 */
export async function secondStepView(
  request: Request,
  context: AppLoadContext,
  kind: SessionKind,
): Promise<SecondStepView | null> {
  if (new URL(request.url).searchParams.get("accesso") === "password") return null;
  const token = readChallengeToken(request, kind);
  const challenge = await readChallenge(context.db, kind, token);
  if (!token || !challenge) return null;
  if (challenge.purpose === "verify") return { purpose: "verify" };
  const { db } = context;
  const setupId = setupOfChallenge(token);
  const secret =
    (await pendingTwoFactorSecret(db, kind, challenge.userId, setupId)) ??
    (await startTwoFactorSetup(db, kind, challenge.userId, setupId));
  if (!secret) return { purpose: "verify" };
  const table = kind === "admin" ? adminUsers : customerUsers;
  const [row] = await db
    .select({ label: kind === "admin" ? adminUsers.username : customerUsers.email })
    .from(table)
    .where(eq(table.id, challenge.userId));
  return { purpose: "setup", setup: await setupAnswer(db, secret, row?.label ?? "") };
}

/** True for the login answer that asks for the second step. */
export const asksSecondStep = (body: unknown) =>
  typeof body === "object" && body !== null && "twoFactor" in body;

/**
 * The second step's form posted without JavaScript (intent "two-factor"): the API's route in
 * process. Right code: the session cookie with a redirect home (or to `returnTo`), or, after a
 * required setup, the
 * page again with the recovery codes (shown once) and the session cookie.
 */
export async function secondStepAction(
  kind: SessionKind,
  values: Awaited<ReturnType<typeof readForm>>,
  context: AppLoadContext,
  returnTo: string | null,
) {
  const errors = await formErrors(secondStepResolver, values);
  if (errors) return refused({ errors });
  const sent = await callApi<{ recoveryCodes?: string[] }>(context, `/${kind}/login/two-factor`, {
    code: values.code,
  });
  if (!sent.ok) return refused({ message: loginFailureText(sent.error) }, sent.error.status);
  if (!sent.body.recoveryCodes) {
    return redirectWithCookies(returnTo ?? loginKinds[kind].home, sent.response);
  }
  const headers = new Headers();
  for (const cookie of sent.response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return data<SecondStepOutcome>({ ok: true, recoveryCodes: sent.body.recoveryCodes }, { headers });
}

/** After the password step, the login page itself (where the second step is shown). */
export const toSecondStep = (kind: SessionKind, response: Response, returnTo: string | null) =>
  redirectWithCookies(loginHref(kind, returnTo), response);
