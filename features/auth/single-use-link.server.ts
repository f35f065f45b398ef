import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database, Transaction } from "#db/client";
import { enqueueMail } from "#features/mail/outbox.server";
import { adminInvitations, passwordResetTokens } from "#db/schema";
import type { SessionKind } from "./session-kinds";

/**
 * The links mailed to set a password (a customer's reset, a back-office invitation): a 256-bit
 * random token of which only the SHA-256 is stored, with an expiry; a link works once (`usedAt`),
 * only an owner's newest link works, and every open link of an account dies when its password or
 * e-mail changes (`voidOpenLinks`).
 */

/** SHA-256 (hex) of a link's token: what is stored and looked up. */
export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Mails `to` a new link for one account, valid for `ttlMs` from `now`: the account's links still
 * open are spent first (the older mails stop working at once), the new one is stored by its hash
 * and the mail `write` gives for its token is queued, all in `tx`.
 */
export async function mailNewLink(
  tx: Transaction,
  { kind, userId }: { kind: SessionKind; userId: number },
  { ttlMs, now }: { ttlMs: number; now: Date },
  to: string,
  write: (token: string) => { subject: string; text: string },
) {
  const token = randomBytes(32).toString("base64url");
  await voidOpenLinks(tx, kind, userId, now);
  const link = {
    tokenHash: hashLinkToken(token),
    expiresAt: new Date(now.getTime() + ttlMs),
    createdAt: now,
  };
  if (kind === "customer") {
    await tx.insert(passwordResetTokens).values({ ...link, customerId: userId });
  } else {
    await tx.insert(adminInvitations).values({ ...link, adminId: userId });
  }
  await enqueueMail(tx, { to, ...write(token), secretLink: true });
}

/** Each kind of account's links: customers' password resets, back-office invitations. */
const linksOf = {
  customer: { table: passwordResetTokens, ownerColumn: passwordResetTokens.customerId },
  admin: { table: adminInvitations, ownerColumn: adminInvitations.adminId },
} as const;

/**
 * Spends every open link of one account: called, in the same transaction, by every path that
 * changes its password (own change, set by the company, reset, accepted invitation) or its
 * e-mail, so a link mailed before (perhaps to the old address) no longer sets a password.
 */
export async function voidOpenLinks(
  tx: Database | Transaction,
  kind: SessionKind,
  userId: number,
  now: Date = new Date(),
): Promise<void> {
  const { table, ownerColumn } = linksOf[kind];
  await tx
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(ownerColumn, userId), isNull(table.usedAt)));
}
