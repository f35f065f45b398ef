import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { customerUsers } from "#db/schema";
import type { CustomerProfile } from "../auth/auth.schema";
import { getCustomerProfile } from "../auth/credentials.server";
import { hashPassword, verifyPassword } from "../auth/password.server";
import { endOtherSessions } from "../auth/session.server";
import { voidOpenLinks } from "../auth/single-use-link.server";
import { DomainError } from "../shared/domain-error";
import { profileMessages, type ProfileUpdateInput } from "./profile.schema";

/** Dati Personali: contact data and password of the signed-in customer. */
export async function updateOwnProfile(
  db: Database,
  customerId: number,
  input: ProfileUpdateInput,
): Promise<CustomerProfile | null> {
  const [row] = await db
    .update(customerUsers)
    .set(input)
    .where(eq(customerUsers.id, customerId))
    .returning({ id: customerUsers.id });
  return row ? getCustomerProfile(db, customerId) : null;
}

/**
 * Changes the password after checking the current one (DomainError 400 when it is wrong).
 * Every other session of the customer ends, the one in use (its stored id) stays open, and any
 * open password-reset link stops working.
 */
export async function changeOwnPassword(
  db: Database,
  customerId: number,
  input: { currentPassword: string; newPassword: string },
  keepSessionIdHash: string | null,
): Promise<{ endedSessions: number }> {
  const [row] = await db
    .select({ passwordHash: customerUsers.passwordHash })
    .from(customerUsers)
    .where(eq(customerUsers.id, customerId));
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new DomainError("invalid", profileMessages.wrongCurrentPassword, "currentPassword");
  }
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(customerUsers).set({ passwordHash }).where(eq(customerUsers.id, customerId));
    await voidOpenLinks(tx, "customer", customerId);
    const ended = await endOtherSessions(tx, "customer", customerId, keepSessionIdHash);
    return { endedSessions: ended };
  });
}
