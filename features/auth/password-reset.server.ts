import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { countWhere } from "#db/list-query";
import { customerUsers, passwordResetTokens } from "#db/schema";
import { hashPassword } from "./password.server";
import {
  RESET_MAIL_WINDOW_MS,
  RESET_MAILS_PER_HOUR,
  RESET_TOKEN_TTL_MS,
} from "./password-reset.schema";
import { endAllSessions } from "./session.server";
import { hashLinkToken, mailNewLink, voidOpenLinks } from "./single-use-link.server";

/**
 * Forgotten customer password (PRODUCT.md point 3). The mailed link carries a 256-bit random
 * token; only its SHA-256 is stored, with an expiry of one hour. A link works once: using it
 * changes the password, marks it (and any other open link of the customer) used and ends every
 * session of the customer. A customer gets at most RESET_MAILS_PER_HOUR links an hour, and only
 * the latest one works.
 */
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

/** What a reset request did (the caller answers the same for all three). */
export type ResetRequestOutcome = "queued" | "no-account" | "capped";

/**
 * Queues the reset mail when `email` belongs to an active customer who got fewer than
 * RESET_MAILS_PER_HOUR links in the last hour; otherwise does nothing. The caller answers the
 * same either way. A new link replaces the older ones: they stop working at once, so only the
 * latest mail is of any use. The customer row is locked while counting, so simultaneous
 * requests (even from several processes) cannot all pass the cap.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  { siteUrl, brand, now = new Date() }: { siteUrl: string; brand: string; now?: Date },
): Promise<ResetRequestOutcome> {
  return db.transaction(async (tx) => {
    const [customer] = await tx
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
      )
      .for("update");
    if (!customer) return "no-account";

    const hourAgo = new Date(now.getTime() - RESET_MAIL_WINDOW_MS);
    // Links live as long as the cap's window, so only expired ones can go without losing count.
    await tx.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
    const recent = await countWhere(
      tx,
      passwordResetTokens,
      and(
        eq(passwordResetTokens.customerId, customer.id),
        gt(passwordResetTokens.createdAt, hourAgo),
      ),
    );
    if (recent >= RESET_MAILS_PER_HOUR) return "capped";

    const owner = { kind: "customer", userId: customer.id } as const;
    await mailNewLink(tx, owner, { ttlMs: RESET_TOKEN_TTL_MS, now }, customer.email, (token) =>
      resetMail(customer.firstName, brand, resetLink(siteUrl, token)),
    );
    return "queued";
  });
}

/** The SQL condition of a link still usable: known, unused, not expired. */
const liveLink = (token: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, hashLinkToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

/** Whether a mailed link still sets a password (the page says so before showing the form). */
export async function resetLinkIsLive(db: Database, token: string, now = new Date()) {
  const [found] = await db
    .select({ customerId: passwordResetTokens.customerId })
    .from(passwordResetTokens)
    .innerJoin(customerUsers, eq(customerUsers.id, passwordResetTokens.customerId))
    .where(and(liveLink(token, now), eq(customerUsers.isActive, true)));
  return Boolean(found);
}

/**
 * Sets a new password with a mailed token: the customer's id, or null when the token is unknown,
 * used or expired, or its customer is no longer active.
 */
export async function resetPassword(
  db: Database,
  token: string,
  newPassword: string,
  now: Date = new Date(),
): Promise<number | null> {
  const live = liveLink(token, now);
  if (!(await resetLinkIsLive(db, token, now))) return null;
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    // Claimed with a conditional update: of two requests with one link, only one gets here.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(live)
      .returning({ customerId: passwordResetTokens.customerId });
    if (!claimed) return null;
    await tx
      .update(customerUsers)
      .set({ passwordHash })
      .where(eq(customerUsers.id, claimed.customerId));
    await voidOpenLinks(tx, "customer", claimed.customerId, now);
    await endAllSessions(tx, "customer", claimed.customerId);
    return claimed.customerId;
  });
}
