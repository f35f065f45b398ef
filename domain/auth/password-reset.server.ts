import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customerUsers, passwordResetTokens } from "../../db/schema";
import { enqueueMail } from "../mail/outbox.server";
import { hashPassword } from "./password.server";
import { RESET_TOKEN_TTL_MS } from "./password-reset.schema";
import { endAllSessions } from "./session.server";

/**
 * Forgotten customer password (PRODUCT.md point 3). The mailed link carries a 256-bit random
 * token; only its SHA-256 is stored, with an expiry of one hour. A link works once: using it
 * changes the password, marks it (and any other open link of the customer) used and ends every
 * session of the customer.
 */
export const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const resetLink = (siteUrl: string, token: string) =>
  `${siteUrl.replace(/\/+$/, "")}/customer/reimposta-password?token=${token}`;

export function resetMail(firstName: string, brand: string, link: string) {
  return {
    subject: `Reimposta la password dell'Area Clienti ${brand}`,
    text: [
      `Gentile ${firstName},`,
      "",
      `abbiamo ricevuto una richiesta di reimpostazione della password del tuo account nell'Area Clienti ${brand}.`,
      "Per scegliere una nuova password apri questo link entro un'ora:",
      "",
      link,
      "",
      "Il link si può usare una sola volta. Se non hai chiesto tu di reimpostare la password, ignora questa email: la password attuale resta valida e nessuno può cambiarla senza questo link.",
      "",
      `Il team di ${brand}`,
    ].join("\n"),
  };
}

/**
 * Queues the reset mail when `email` belongs to an active customer; otherwise does nothing. The
 * caller answers the same either way. Returns whether a mail was queued (for tests and logs).
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  { siteUrl, brand, now = new Date() }: { siteUrl: string; brand: string; now?: Date },
): Promise<boolean> {
  const token = randomBytes(32).toString("base64url");
  const [customer] = await db
    .select({
      id: customerUsers.id,
      email: customerUsers.email,
      firstName: customerUsers.firstName,
    })
    .from(customerUsers)
    .where(
      and(
        eq(sql`lower(${customerUsers.email})`, email.trim().toLowerCase()),
        eq(customerUsers.isActive, true),
      ),
    );
  if (!customer) return false;
  await db.transaction(async (tx) => {
    // Spent and expired links are of no further use.
    await tx
      .delete(passwordResetTokens)
      .where(
        or(
          lt(passwordResetTokens.expiresAt, now),
          and(
            eq(passwordResetTokens.customerId, customer.id),
            sql`${passwordResetTokens.usedAt} is not null`,
          ),
        ),
      );
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashResetToken(token),
      customerId: customer.id,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      createdAt: now,
    });
    await enqueueMail(tx, {
      to: customer.email,
      ...resetMail(customer.firstName, brand, resetLink(siteUrl, token)),
    });
  });
  return true;
}

/**
 * Sets a new password with a mailed token. False when the token is unknown, used or expired,
 * or its customer is no longer active.
 */
export async function resetPassword(
  db: Database,
  token: string,
  newPassword: string,
  now: Date = new Date(),
): Promise<boolean> {
  const tokenHash = hashResetToken(token);
  const live = and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
  const [found] = await db
    .select({ customerId: passwordResetTokens.customerId })
    .from(passwordResetTokens)
    .innerJoin(customerUsers, eq(customerUsers.id, passwordResetTokens.customerId))
    .where(and(live, eq(customerUsers.isActive, true)));
  if (!found) return false;
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    // Claimed with a conditional update: of two requests with one link, only one gets here.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(live)
      .returning({ customerId: passwordResetTokens.customerId });
    if (!claimed) return false;
    await tx
      .update(customerUsers)
      .set({ passwordHash })
      .where(eq(customerUsers.id, claimed.customerId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.customerId, claimed.customerId),
          isNull(passwordResetTokens.usedAt),
        ),
      );
    await endAllSessions(tx, "customer", claimed.customerId);
    return true;
  });
}
