import { and, eq, ne } from "drizzle-orm";
import type { Database } from "#db/client";
import { adminUsers } from "#db/schema";
import type { AdminUser } from "../auth/auth.schema";
import { hashPassword, verifyPassword } from "../auth/password.server";
import { endAllSessions } from "../auth/session.server";
import { voidOpenLinks } from "../auth/single-use-link.server";

export type CredentialsResult =
  | { ok: true; user: AdminUser }
  | { ok: false; reason: "wrong-password" | "username-taken" | "not-found" };

/**
 * Changes an administrator's username and password (Settings tab, PUT /api/admin/credentials).
 * The current password must match. In one transaction the row is updated, the administrator's
 * open invitation links are voided and every session of this administrator is ended (the caller then starts a fresh one for the current browser).
 */
export async function updateAdminCredentials(
  db: Database,
  adminId: number,
  input: { username: string; newPassword: string; currentPassword: string },
): Promise<CredentialsResult> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, adminId));
  if (!row) return { ok: false, reason: "not-found" };
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    return { ok: false, reason: "wrong-password" };
  }
  const passwordHash = await hashPassword(input.newPassword);

  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.username, input.username), ne(adminUsers.id, adminId)));
    if (taken) return { ok: false, reason: "username-taken" } as const;
    const [user] = await tx
      .update(adminUsers)
      .set({ username: input.username, passwordHash, updatedAt: new Date() })
      .where(eq(adminUsers.id, adminId))
      .returning({
        id: adminUsers.id,
        username: adminUsers.username,
        name: adminUsers.name,
        email: adminUsers.email,
        role: adminUsers.role,
      });
    await voidOpenLinks(tx, "admin", adminId);
    await endAllSessions(tx, "admin", adminId);
    return { ok: true, user: user! } as const;
  });
}
