import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Transaction } from "#db/client";
import { enqueueMail } from "#features/mail/outbox.server";
import type { adminInvitations, passwordResetTokens } from "#db/schema";

/**
 * The links mailed to set a password (a customer's reset, a back-office invitation): a 256-bit
 * random token of which only the SHA-256 is stored, with an expiry; a link works once (`usedAt`),
 * and only an owner's newest link works.
 */

/** SHA-256 (hex) of a link's token: what is stored and looked up. */
export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A table of links, its owner column and the owner's value (e.g. `{ customerId: 12 }`). */
type OwnedLinks<Table, Owner extends string> = {
  table: Table;
  ownerColumn: PgColumn;
  owner: Record<Owner, number>;
};

/**
 * Mails `to` a new link for one owner, valid for `ttlMs` from `now`: the owner's links still open
 * are spent first (the older mails stop working at once), the new one is stored by its hash and
 * the mail `write` gives for its token is queued, all in `tx`.
 */
export async function mailNewLink(
  tx: Transaction,
  links:
    | OwnedLinks<typeof passwordResetTokens, "customerId">
    | OwnedLinks<typeof adminInvitations, "adminId">,
  { ttlMs, now }: { ttlMs: number; now: Date },
  to: string,
  write: (token: string) => { subject: string; text: string },
) {
  const token = randomBytes(32).toString("base64url");
  const [ownerId] = Object.values<number>(links.owner);
  await tx
    .update(links.table)
    .set({ usedAt: now })
    .where(and(eq(links.ownerColumn, ownerId), isNull(links.table.usedAt)));
  await tx.insert(links.table).values({
    ...links.owner,
    tokenHash: hashLinkToken(token),
    expiresAt: new Date(now.getTime() + ttlMs),
    createdAt: now,
  });
  await enqueueMail(tx, { to, ...write(token), secretLink: true });
}
