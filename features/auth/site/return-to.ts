import type { SessionKind } from "../session-kinds";
import { secondStepPath as loginPath } from "../two-factor/site/second-step-view";
import { loginKinds } from "./login-kinds";

/** The login page's query parameter that names the page to open after signing in. */
export const returnToParam = "ritorno";

/** The pages a return path may name: the signed-in area of the session's kind. */
const areaPrefix: Record<SessionKind, string> = { admin: "/admin/", customer: "/customer/" };

/** Letters, digits and the plain path and query marks: no '%', '\', ':', '#', space or control. */
const plainPath = /^[A-Za-z0-9/_.~?=&-]+$/;

/**
 * The return path after a sign-in, or null when `value` is not a safe one: a same-site path
 * inside the kind's own area, written plainly (so `//host`, `/\host`, absolute URLs, other areas,
 * percent-encoded or dot-segment tricks are all refused).
 */
export function safeReturnTo(kind: SessionKind, value: string | null | undefined): string | null {
  if (!value || value.length > 500) return null;
  if (!value.startsWith(areaPrefix[kind]) || !plainPath.test(value)) return null;
  if (value.includes("//") || value.includes("/.")) return null;
  return value;
}

/** The login page's address, carrying the return path when there is one. */
export function loginHref(
  kind: SessionKind,
  returnTo: string | null,
  query: Record<string, string> = {},
): string {
  const params = new URLSearchParams(query);
  if (returnTo) params.set(returnToParam, returnTo);
  const search = params.toString();
  return search ? `${loginPath[kind]}?${search}` : loginPath[kind];
}

/** The safe return path of a login page request's own address. */
export const returnToOf = (kind: SessionKind, request: Request) =>
  safeReturnTo(kind, new URL(request.url).searchParams.get(returnToParam));

/**
 * Where an area page sends a visitor without a session: the login, carrying the page asked for
 * unless that is the area's home itself (where a sign-in goes anyway).
 */
export function loginRedirectFor(kind: SessionKind, request: Request): string {
  const url = new URL(request.url);
  const asked = `${url.pathname}${url.search}`;
  return loginHref(kind, asked === loginKinds[kind].home ? null : safeReturnTo(kind, asked));
}
