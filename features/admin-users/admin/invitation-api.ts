import { apiRequest } from "#app/lib/api";

/** The invitation page's call (no session needed): sets the password with the mailed token. */
export const acceptAdminInvitation = (input: { token: string; newPassword: string }) =>
  apiRequest<{ message: string }>("POST", "/api/admin-invitation/accept", input);
