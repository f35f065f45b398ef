import { apiRequest } from "#kit/lib/api";
import type { AdminLoginInput, AdminUser } from "#features/auth/auth.schema";

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

export { apiErrorMessage, apiErrorStatus, isUnauthorizedError } from "#kit/lib/api-errors";
