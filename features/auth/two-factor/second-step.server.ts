import type { Context } from "hono";
import type { Deps } from "#server/context";
import type { SessionKind } from "../session-kinds";
import { setChallengeCookie } from "./challenge-cookie";
import { createChallenge, secondStepFor } from "./two-factor.server";

/**
 * The one call the login handler (server/http/auth-login.ts) makes after a right password: for
 * an account with TOTP on (or an admin without it while the back office requires it) no session
 * yet, but a half-done sign-in in a short-lived cookie and 200 { twoFactor: "verify" | "setup" }.
 * Null when the login may go on to the session as before.
 */
export async function beginSecondStep(
  deps: Pick<Deps, "db">,
  c: Context,
  kind: SessionKind,
  userId: number,
): Promise<Response | null> {
  const purpose = await secondStepFor(deps.db, kind, userId);
  if (!purpose) return null;
  const token = await createChallenge(deps.db, kind, userId, purpose);
  setChallengeCookie(c, kind, token);
  c.header("Cache-Control", "no-store");
  return c.json({ twoFactor: purpose }, 200);
}
