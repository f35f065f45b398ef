import { apiRequest } from "~/lib/api";
import type { AdminLoginInput, AdminUser } from "../../domain/auth/auth.schema";

/**
 * The browser side of the admin session. The session itself lives in an HttpOnly cookie; the
 * user kept in localStorage under `admin_user` is only a display hint (PRODUCT.md point 1).
 */
export const ADMIN_USER_KEY = "admin_user";

export function storeAdminUser(user: AdminUser) {
  try {
    localStorage.setItem(ADMIN_USER_KEY, JSON.stringify(user));
  } catch {
    // Private mode or full storage: the panel still works from the server session.
  }
}

export function readAdminUser(): AdminUser | null {
  try {
    const raw = localStorage.getItem(ADMIN_USER_KEY);
    return raw ? (JSON.parse(raw) as AdminUser) : null;
  } catch {
    return null;
  }
}

export function clearAdminUser() {
  try {
    localStorage.removeItem(ADMIN_USER_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export const loginAdmin = (input: AdminLoginInput) =>
  apiRequest<{ user: AdminUser }>("POST", "/api/admin/login", input);

/** Ends the server session (errors ignored: the cookie may already be gone) and the hint. */
export async function logoutAdmin() {
  try {
    await apiRequest<null>("POST", "/api/admin/logout");
  } finally {
    clearAdminUser();
  }
}

/** The HTTP status of an error thrown by apiRequest ("{status}: {body}"), or null. */
export function apiErrorStatus(error: unknown): number | null {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/** The JSON `message` of an error thrown by apiRequest, or null when there is none. */
export function apiErrorMessage(error: unknown): string | null {
  if (!(error instanceof Error) || apiErrorStatus(error) === null) return null;
  try {
    const body = JSON.parse(error.message.slice(5)) as { message?: unknown };
    return typeof body.message === "string" && body.message.trim() ? body.message : null;
  } catch {
    return null;
  }
}

/** True for the "401: ..." errors that mean the admin session is gone. */
export const isUnauthorizedError = (error: unknown) => apiErrorStatus(error) === 401;
