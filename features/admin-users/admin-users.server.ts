import { and, asc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Database, Transaction } from "#db/client";
import { adminInvitations, adminUsers } from "#db/schema";
import { DomainError } from "../shared/domain-error";
import { hashPassword } from "../auth/password.server";
import { endAllSessions } from "../auth/session.server";
import { hashLinkToken, mailNewLink, voidOpenLinks } from "../auth/single-use-link.server";
import { listQuery } from "#server/http/list-query";
import { mapPage, tableList, tablePage } from "#db/list-query";
import { adminRoleLabels } from "./admin-roles";
import {
  adminUserMessages,
  INVITATION_TTL_MS,
  type AdminInviteInput,
  type AdminUserChange,
  type AdminUserRecord,
} from "./admin-users.schema";

/**
 * Back-office users (issue 13 point 1, decision 030): invitation by e-mail, role changes,
 * deactivation and deletion, with two rules kept in one transaction each: nobody changes,
 * deactivates or deletes their own account here, and at least one active Amministratore with a
 * password remains.
 */
export const invitationLink = (siteUrl: string, token: string) =>
  `${siteUrl.replace(/\/+$/, "")}/admin/invito?token=${token}`;

export function invitationMail(name: string, role: string, brand: string, link: string) {
  return {
    subject: `Invito al pannello di amministrazione ${brand}`,
    text: [
      `Ciao ${name},`,
      "",
      `sei stato invitato nel pannello di amministrazione di ${brand} con il ruolo ${role}.`,
      "Per scegliere la tua password e attivare l'account apri questo link entro 72 ore:",
      "",
      link,
      "",
      "Il link si può usare una sola volta. Dopo potrai accedere con la tua email e la password scelta.",
      "",
      `Il team di ${brand}`,
    ].join("\n"),
  };
}

type MailContext = { siteUrl: string; brand: string; now?: Date };

const live = isNull(adminUsers.deletedAt);

const recordFields = {
  id: adminUsers.id,
  name: adminUsers.name,
  username: adminUsers.username,
  email: adminUsers.email,
  role: adminUsers.role,
  isActive: adminUsers.isActive,
  invitationPending: sql<boolean>`(${adminUsers.passwordHash} = '')`.as("invitation_pending"),
  createdAt: adminUsers.createdAt,
};

const adminUserList = tableList({
  search: [adminUsers.name, adminUsers.email, adminUsers.username],
  columns: { name: adminUsers.name, email: adminUsers.email, role: adminUsers.role },
  defaults: [asc(adminUsers.name), asc(adminUsers.id)],
});

/** The Utenti list's query (decision 023): search on name, e-mail and username. */
export const adminUserListQuery = listQuery(adminUserList);

const toRecord = (row: { createdAt: Date | string } & Omit<AdminUserRecord, "createdAt">) => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** GET /api/admin/users: one page of the users (deleted ones are not listed). */
export async function listAdminUserPage(
  db: Database,
  params: ReturnType<typeof adminUserListQuery.parse>,
) {
  return mapPage(tablePage(db, adminUsers, recordFields, adminUserList, params, live), toRecord);
}

async function findRecord(db: Database | Transaction, id: number): Promise<AdminUserRecord | null> {
  const [row] = await db
    .select(recordFields)
    .from(adminUsers)
    .where(and(eq(adminUsers.id, id), live));
  return row ? toRecord(row) : null;
}

/** The user of `id` (not deleted), or a 404. */
async function existingRecord(tx: Transaction, id: number): Promise<AdminUserRecord> {
  const user = await findRecord(tx, id);
  if (!user) throw new DomainError("not-found", adminUserMessages.notFound);
  return user;
}

/** A free username from the e-mail's local part: "mario.rossi", then "mario.rossi2", ... */
async function freeUsername(tx: Transaction, email: string): Promise<string> {
  const base =
    (email.split("@")[0] ?? "")
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, "")
      .slice(0, 40) || "utente";
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    const [taken] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.username, candidate));
    if (!taken) return candidate;
  }
}

/** Stores a new single-use link for `user` (older open links stop working) and queues the mail. */
async function sendInvitation(
  tx: Transaction,
  user: { id: number; name: string; email: string; role: keyof typeof adminRoleLabels },
  { siteUrl, brand, now = new Date() }: MailContext,
) {
  const role = adminRoleLabels[user.role];
  await mailNewLink(
    tx,
    { kind: "admin", userId: user.id },
    { ttlMs: INVITATION_TTL_MS, now },
    user.email,
    (token) => invitationMail(user.name, role, brand, invitationLink(siteUrl, token)),
  );
}

/** POST /api/admin/users: a new user without a password, and the invitation mail. */
export async function inviteAdminUser(
  db: Database,
  input: AdminInviteInput,
  mail: MailContext,
): Promise<AdminUserRecord> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(sql`lower(${adminUsers.email})`, input.email));
    if (taken) throw new DomainError("conflict", adminUserMessages.emailTaken, "email");
    const [row] = await tx
      .insert(adminUsers)
      .values({
        name: input.name,
        email: input.email,
        role: input.role,
        username: await freeUsername(tx, input.email),
        passwordHash: "",
        isActive: true,
      })
      .returning({ id: adminUsers.id });
    await sendInvitation(tx, { id: row!.id, ...input }, mail);
    return (await findRecord(tx, row!.id))!;
  });
}

/** POST /api/admin/users/{id}/invitation: a new link for a user who has not accepted yet. */
export async function resendInvitation(
  db: Database,
  id: number,
  mail: MailContext,
): Promise<AdminUserRecord> {
  return db.transaction(async (tx) => {
    const user = await existingRecord(tx, id);
    if (!user.invitationPending) throw new DomainError("conflict", adminUserMessages.alreadyActive);
    await sendInvitation(tx, user, mail);
    return user;
  });
}

/**
 * Throws unless another active Amministratore with a password remains once `id` stops being
 * one. The Amministratore rows are locked, so two simultaneous removals cannot both pass.
 */
async function keepOneAdmin(tx: Transaction, id: number) {
  const others = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(
      and(
        eq(adminUsers.role, "admin"),
        eq(adminUsers.isActive, true),
        ne(adminUsers.passwordHash, ""),
        live,
        ne(adminUsers.id, id),
      ),
    )
    .for("update");
  if (others.length === 0) throw new DomainError("conflict", adminUserMessages.lastAdmin);
}

/**
 * PATCH /api/admin/users/{id}: a new role and/or active state. Deactivating ends every session
 * of the user at once; a role change applies from their next call (sessions read the role).
 */
export async function changeAdminUser(
  db: Database,
  actorId: number,
  id: number,
  change: AdminUserChange,
): Promise<AdminUserRecord> {
  return db.transaction(async (tx) => {
    const user = await existingRecord(tx, id);
    const demoted = change.role !== undefined && change.role !== user.role;
    const deactivated = change.isActive === false && user.isActive;
    if (id === actorId && (demoted || deactivated)) {
      throw new DomainError("conflict", adminUserMessages.self);
    }
    if (user.role === "admin" && user.isActive && (demoted || deactivated)) {
      await keepOneAdmin(tx, id);
    }
    await tx
      .update(adminUsers)
      .set({ role: change.role ?? user.role, isActive: change.isActive ?? user.isActive })
      .where(eq(adminUsers.id, id));
    if (deactivated) await endAllSessions(tx, "admin", id);
    return (await findRecord(tx, id))!;
  });
}

/**
 * DELETE /api/admin/users/{id}: the user can no longer sign in and leaves the list; the row
 * stays as a tombstone with their name (tickets and messages they wrote still show it), their
 * username and e-mail are freed, their sessions and open invitations end.
 */
export async function deleteAdminUser(db: Database, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await existingRecord(tx, id);
    if (id === actorId) throw new DomainError("conflict", adminUserMessages.self);
    if (user.role === "admin" && user.isActive) await keepOneAdmin(tx, id);
    const now = new Date();
    await tx
      .update(adminUsers)
      .set({
        name: user.name || user.username,
        username: `eliminato-${id}`,
        email: `eliminato-${id}@utenti-eliminati.invalid`,
        passwordHash: "",
        isActive: false,
        deletedAt: now,
      })
      .where(eq(adminUsers.id, id));
    await tx.delete(adminInvitations).where(eq(adminInvitations.adminId, id));
    await endAllSessions(tx, "admin", id);
  });
}

/** Whether an invitation link is still usable (the page says so before asking for a password). */
export async function invitationIsLive(db: Database, token: string, now = new Date()) {
  const [row] = await db
    .select({ name: adminUsers.name, email: adminUsers.email })
    .from(adminInvitations)
    .innerJoin(adminUsers, eq(adminUsers.id, adminInvitations.adminId))
    .where(liveInvitation(token, now));
  return row ?? null;
}

const liveInvitation = (token: string, now: Date) =>
  and(
    eq(adminInvitations.tokenHash, hashLinkToken(token)),
    isNull(adminInvitations.usedAt),
    gt(adminInvitations.expiresAt, now),
  );

/**
 * Sets the password of an invited user with the mailed token. False when the token is unknown,
 * used or expired, or the user was deleted in the meantime. The link, and any other open link of
 * the user, is spent.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  newPassword: string,
  now = new Date(),
): Promise<boolean> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(adminInvitations)
      .set({ usedAt: now })
      .where(liveInvitation(token, now))
      .returning({ adminId: adminInvitations.adminId });
    if (!claimed) return false;
    const [user] = await tx
      .update(adminUsers)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(adminUsers.id, claimed.adminId), live))
      .returning({ id: adminUsers.id });
    if (!user) return false;
    await voidOpenLinks(tx, "admin", user.id, now);
    await endAllSessions(tx, "admin", user.id);
    return true;
  });
}
