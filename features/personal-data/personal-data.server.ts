import { and, eq, inArray, like, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "#db/client";
import {
  activityLog,
  cancellationRequests,
  contactMessages,
  customerCommunications,
  customerServices,
  customerTickets,
  customerUsers,
  infoRequests,
  infoRequestMessages,
  mailOutbox,
  passwordResetTokens,
  rateLimitCounters,
  renewalRequests,
  sessions,
  ticketAttachments,
  ticketMessages,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
  trustedDevices,
} from "#db/schema";
import {
  personalDataKinds,
  personalDataLabels,
  type KindCount,
  type PersonalDataKind,
  type PersonalDataSummary,
} from "./personal-data-kinds";
import type { Context } from "hono";
import { customerColumns } from "#features/customers/customers.server";
import { logExport } from "#features/activity/activity.server";
import { ASSIGNMENT_ENTITY } from "#features/customer-services/customer-service-values";
import { hourMovements } from "#features/hours/hours.table";
import { customerNotesPath, NOTES_ENTITY } from "#features/customers/customer-page.schema";
import { customerNotes } from "#features/customers/customer-notes.table";
import type { UploadStorage } from "#server/storage";
import { removeStoredObjects } from "#features/tickets/ticket-attachments.server";

/**
 * Personal-data requests for one e-mail address (GDPR art. 15, 17, 20; decision 034): what the
 * site holds about the person (a customer, the sender of contact messages or public tickets),
 * its export, its erasure. Every table is classified in personal-data-tables.ts.
 */

export type PersonalRecord = Record<string, unknown>;

/** Everything held about one address, one list of records per kind. */
export type PersonalData = {
  email: string;
  customer: { id: number; name: string } | null;
  files: Record<PersonalDataKind, PersonalRecord[]>;
};

/** The address as stored data is compared with it: trimmed, lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const sameEmail = (column: AnyPgColumn, email: string): SQL => sql`lower(${column}) = ${email}`;
/** A mail sent to the address or answering to it (its normalised `addresses`, exactly). */
const mailOf = (email: string): SQL => sql`${email} = any(${mailOutbox.addresses})`;
/**
 * A free text (a log entry's label or values) that names the address as a whole: not inside a
 * longer one (`rossi@example.it` is not named by `mario.rossi@example.it`). A case-insensitive
 * regular expression whose edges are the characters an address cannot go on with.
 */
export const addressPattern = (email: string) =>
  `(?<![a-z0-9._%+-])${email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![a-z0-9-]|\\.[a-z0-9])`;
const namesAddress = (text: SQL | AnyPgColumn, email: string): SQL =>
  sql`coalesce(${text}, '') ~* ${addressPattern(email)}`;
/** A rate-limit counter of the address: keyed by it, or by "<client address> <e-mail>". */
const counterOf = (email: string): SQL =>
  sql`(lower(${rateLimitCounters.key}) = ${email} or right(lower(${rateLimitCounters.key}), ${email.length + 1}) = ${` ${email}`})`;

/** What the export shows of a mail that carried a single-use link (reset, invitation). */
export const SECRET_MAIL_TEXT =
  "[testo non esportato: conteneva un link personale di accesso, valido una sola volta]";

/** The tables whose rows belong to one customer through `customerId`. */
type CustomerTable =
  | typeof customerServices
  | typeof cancellationRequests
  | typeof infoRequests
  | typeof renewalRequests
  | typeof customerCommunications
  | typeof customerNotes;

const none = <T>(): Promise<T[]> => Promise.resolve([]);

/** Reads everything held about `email` (compared without case). */
export async function collectPersonalData(db: Database, rawEmail: string): Promise<PersonalData> {
  const email = normaliseEmail(rawEmail);
  const profile = await db
    .select(customerColumns)
    .from(customerUsers)
    .where(sameEmail(customerUsers.email, email));
  const customer = profile[0] ?? null;
  const customerId = customer?.id ?? null;
  const byCustomer = <T>(read: (id: number) => Promise<T[]>) =>
    customerId === null ? none<T>() : read(customerId);
  /** The customer's rows of a table that has a `customerId`, in id order. */
  const ofCustomer = (table: CustomerTable) =>
    byCustomer((id): Promise<PersonalRecord[]> => {
      const select = db.select().from(table as never) as unknown as PgSelect;
      return select.where(eq(table.customerId, id)).orderBy(table.id);
    });

  const tickets = await db
    .select()
    .from(customerTickets)
    .where(
      customerId === null
        ? sameEmail(customerTickets.contactEmail, email)
        : or(
            eq(customerTickets.customerId, customerId),
            sameEmail(customerTickets.contactEmail, email),
          ),
    )
    .orderBy(customerTickets.id);
  const ticketIds = tickets.map((t) => t.id);
  const ofServices = byCustomer((id) =>
    db
      .select({ id: customerServices.id })
      .from(customerServices)
      .where(eq(customerServices.customerId, id)),
  );
  const ofInfoRequests = byCustomer((id) =>
    db.select({ id: infoRequests.id }).from(infoRequests).where(eq(infoRequests.customerId, id)),
  );
  const [serviceIds, infoIds] = await Promise.all([ofServices, ofInfoRequests]);

  const [
    services,
    messages,
    attachments,
    cancellations,
    infos,
    renewals,
    communications,
    notes,
    contacts,
    mails,
    sessionRows,
    resets,
    requestMessages,
    movements,
  ] = await Promise.all([
    ofCustomer(customerServices),
    ticketIds.length === 0
      ? none<typeof ticketMessages.$inferSelect>()
      : db
          .select()
          .from(ticketMessages)
          .where(inArray(ticketMessages.ticketId, ticketIds))
          .orderBy(ticketMessages.id),
    // The files' names, types, sizes and dates (the export holds no file; the erasure removes them).
    ticketIds.length === 0
      ? none<PersonalRecord>()
      : db
          .select({
            id: ticketAttachments.id,
            ticketId: ticketAttachments.ticketId,
            messageId: ticketAttachments.messageId,
            fileName: ticketAttachments.fileName,
            contentType: ticketAttachments.contentType,
            size: ticketAttachments.size,
            createdAt: ticketAttachments.createdAt,
            isInternal: sql<boolean>`coalesce(${ticketMessages.isInternal}, false)`,
          })
          .from(ticketAttachments)
          .leftJoin(ticketMessages, eq(ticketMessages.id, ticketAttachments.messageId))
          .where(inArray(ticketAttachments.ticketId, ticketIds))
          .orderBy(ticketAttachments.id),
    ofCustomer(cancellationRequests),
    ofCustomer(infoRequests),
    ofCustomer(renewalRequests),
    ofCustomer(customerCommunications),
    ofCustomer(customerNotes),
    db
      .select()
      .from(contactMessages)
      .where(sameEmail(contactMessages.email, email))
      .orderBy(contactMessages.id),
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        replyTo: mailOutbox.replyTo,
        subject: mailOutbox.subject,
        text: sql<string>`case when ${mailOutbox.secretLink} then ${SECRET_MAIL_TEXT} else ${mailOutbox.text} end`,
        status: mailOutbox.status,
        sentAt: mailOutbox.sentAt,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(mailOf(email))
      .orderBy(mailOutbox.id),
    byCustomer((id) =>
      db
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(and(eq(sessions.kind, "customer"), eq(sessions.userId, id)))
        .orderBy(sessions.createdAt),
    ),
    byCustomer((id) =>
      db
        .select({
          createdAt: passwordResetTokens.createdAt,
          expiresAt: passwordResetTokens.expiresAt,
          usedAt: passwordResetTokens.usedAt,
        })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.customerId, id))
        .orderBy(passwordResetTokens.createdAt),
    ),
    infoIds.length === 0
      ? none<typeof infoRequestMessages.$inferSelect>()
      : db
          .select()
          .from(infoRequestMessages)
          .where(
            inArray(
              infoRequestMessages.requestId,
              infoIds.map((r) => r.id),
            ),
          )
          .orderBy(infoRequestMessages.id),
    serviceIds.length === 0
      ? none<typeof hourMovements.$inferSelect>()
      : db
          .select()
          .from(hourMovements)
          .where(
            inArray(
              hourMovements.serviceId,
              serviceIds.map((r) => r.id),
            ),
          )
          .orderBy(hourMovements.id),
  ]);

  return {
    email,
    customer: customer
      ? { id: customer.id, name: `${customer.firstName} ${customer.lastName}`.trim() }
      : null,
    files: {
      profilo: profile,
      servizi: services,
      ticket: tickets,
      "messaggi-ticket": messages,
      "allegati-ticket": attachments,
      "richieste-disdetta": cancellations,
      "richieste-informazioni": infos,
      "messaggi-richieste": requestMessages,
      "movimenti-ore": movements,
      "richieste-rinnovo": renewals,
      comunicazioni: communications,
      "note-interne": notes,
      "messaggi-contatto": contacts,
      "email-inviate": mails,
      sessioni: sessionRows,
      "reimpostazioni-password": resets,
    },
  };
}

/**
 * What an erasure keeps, anonymised: the service records (kept for invoices and accounting) and,
 * when there are any, the customer row they hang on; the log of mails sent (status and dates).
 */
function anonymisedKinds(data: PersonalData): Set<PersonalDataKind> {
  const kept = new Set<PersonalDataKind>(["email-inviate"]);
  if (data.files.servizi.length > 0) kept.add("servizi").add("profilo");
  return kept;
}

const countOf = (data: PersonalData, kind: PersonalDataKind): KindCount => ({
  kind,
  label: personalDataLabels[kind],
  count: data.files[kind].length,
});

/** The counts per kind, and what an erasure removes and anonymises. */
export function summarise(data: PersonalData): PersonalDataSummary {
  const counts = personalDataKinds.map((kind) => countOf(data, kind));
  const kept = anonymisedKinds(data);
  const present = counts.filter((c) => c.count > 0);
  return {
    email: data.email,
    customer: data.customer,
    total: counts.reduce((sum, c) => sum + c.count, 0),
    counts,
    removed: present.filter((c) => !kept.has(c.kind)),
    anonymised: present.filter((c) => kept.has(c.kind)),
  };
}

export async function personalDataSummary(db: Database, email: string) {
  return summarise(await collectPersonalData(db, email));
}

/**
 * The activity-log entries of the person's records (decision 032: entity = the admin API mount,
 * entityId = the record's id): their customer row, services, tickets, requests, communications
 * and contact messages (each kind's entity named once here), and those of the customer's records
 * deleted before (their diff names the customer's id).
 */
function activityEntriesOf(data: PersonalData): (SQL | undefined)[] {
  const ids = (kind: PersonalDataKind) => data.files[kind].map((record) => String(record.id));
  const records: [entity: string, ids: string[]][] = [
    ["customers", data.customer ? [String(data.customer.id)] : []],
    [ASSIGNMENT_ENTITY, ids("servizi")],
    ["tickets", ids("ticket")],
    ["cancellation-requests", ids("richieste-disdetta")],
    ["info-requests", ids("richieste-informazioni")],
    ["hours", ids("movimenti-ore")],
    ["renewal-requests", ids("richieste-rinnovo")],
    ["communications", ids("comunicazioni")],
    [NOTES_ENTITY, ids("note-interne")],
    ["contacts", ids("messaggi-contatto")],
  ];
  const customerId = data.customer ? String(data.customer.id) : null;
  const ofCustomer = (end: "from" | "to") =>
    sql`${activityLog.changes}->'customerId'->>${end} = ${customerId}`;
  return [
    ...records
      .filter(([, list]) => list.length > 0)
      .map(([entity, list]) =>
        and(eq(activityLog.entity, entity), inArray(activityLog.entityId, list)),
      ),
    // The customer's records already deleted: their entries name the customer's id; the
    // notes' entries, also of the changes of notes deleted since, their path (decision 069).
    ...(customerId === null
      ? []
      : [
          ofCustomer("from"),
          ofCustomer("to"),
          and(
            eq(activityLog.entity, NOTES_ENTITY),
            like(activityLog.path, `%${customerNotesPath(Number(customerId))}%`),
          ),
        ]),
  ];
}

/**
 * The customer's own export (the self-service download): without what only the staff sees, the
 * internal notes of tickets, the services' notes, the ticket's assignee and the staff's notes
 * about the customer (decision 069). The administrator's export for a request keeps them
 * (decision 040).
 */
export function withoutStaffOnly(data: PersonalData): PersonalData {
  const omit = (records: PersonalRecord[], ...fields: string[]) =>
    records.map((record) =>
      Object.fromEntries(Object.entries(record).filter(([key]) => !fields.includes(key))),
    );
  const { files } = data;
  return {
    ...data,
    files: {
      ...files,
      servizi: omit(files.servizi, "notes"),
      "movimenti-ore": omit(files["movimenti-ore"], "adminId", "adminName"),
      "note-interne": [],
      ticket: omit(files.ticket, "assignedToAdmin"),
      "messaggi-ticket": omit(
        files["messaggi-ticket"].filter((message) => message.isInternal !== true),
        "isInternal",
      ),
      "allegati-ticket": omit(
        files["allegati-ticket"].filter((file) => file.isInternal !== true),
        "isInternal",
      ),
    },
  };
}

/**
 * Writes an export of `data` in the activity log (decision 040): by the signed-in administrator,
 * or by the customer `by`; the person's address and the number of records.
 */
export function logPersonalExport(
  db: Database,
  c: Context,
  data: PersonalData,
  by?: { userId: number | null; userName: string },
) {
  const rows = personalDataKinds.reduce((sum, kind) => sum + data.files[kind].length, 0);
  return logExport(db, c, { entity: "personal-data", label: data.email, rows, by });
}

/** The password hash of an anonymised customer: not argon2, so no password ever matches it. */
const NO_PASSWORD = "!anonimizzato";

/**
 * Erases everything held about `email` in one transaction (GDPR art. 17): deletes the tickets
 * and their messages, the requests, the communications, the contact messages, the sessions, the
 * devices it signed in from, the password-reset tokens and the rate-limit counters naming the address; keeps the service
 * records with the customer's row anonymised (name, e-mail, phone, address, company, VAT
 * replaced, sign-in made impossible), or deletes the customer when there are none; keeps the
 * log of mails sent with recipients, subject and text replaced. The tickets' attachments go
 * with their rows and, once the transaction is committed, their files from `storage` (decision
 * 066). Answers what it did.
 */
export async function erasePersonalData(
  db: Database,
  rawEmail: string,
  storage?: UploadStorage,
): Promise<PersonalDataSummary> {
  const keys: string[] = [];
  const done = await db.transaction(async (tx) => {
    const data = await collectPersonalData(tx, rawEmail);
    const done = summarise(data);
    const { email } = data;
    const customerId = data.customer?.id ?? null;
    const ticketIds = data.files.ticket.map((t) => t.id as number);

    if (ticketIds.length > 0) {
      const files = await tx
        .delete(ticketAttachments)
        .where(inArray(ticketAttachments.ticketId, ticketIds))
        .returning({ key: ticketAttachments.storageKey });
      keys.push(...files.map((file) => file.key));
      await tx.delete(ticketMessages).where(inArray(ticketMessages.ticketId, ticketIds));
      await tx.delete(customerTickets).where(inArray(customerTickets.id, ticketIds));
    }
    // The activity log keeps who changed what and when (proof of compliance), not the person's data.
    await tx
      .update(activityLog)
      .set({ label: "[anonimizzato]", changes: null })
      .where(
        or(
          ...activityEntriesOf(data),
          namesAddress(activityLog.label, email),
          namesAddress(sql`${activityLog.changes}::text`, email),
        ),
      );
    await tx.delete(contactMessages).where(sameEmail(contactMessages.email, email));
    await tx
      .update(mailOutbox)
      .set({
        to: "anonimizzato@cancellato.invalid",
        replyTo: null,
        subject: "[anonimizzato]",
        text: "[contenuto rimosso su richiesta dell'interessato]",
        lastError: null,
      })
      .where(mailOf(email));
    await tx.delete(rateLimitCounters).where(counterOf(email));

    if (customerId !== null) {
      await tx.delete(cancellationRequests).where(eq(cancellationRequests.customerId, customerId));
      // The requests' messages go with them (on delete cascade).
      await tx.delete(infoRequests).where(eq(infoRequests.customerId, customerId));
      const movementIds = data.files["movimenti-ore"].map((m) => m.id as number);
      if (movementIds.length > 0) {
        await tx.delete(hourMovements).where(inArray(hourMovements.id, movementIds));
      }
      await tx.delete(renewalRequests).where(eq(renewalRequests.customerId, customerId));
      for (const table of [
        twoFactorSecrets,
        twoFactorRecoveryCodes,
        twoFactorChallenges,
        trustedDevices,
      ])
        await tx.delete(table).where(and(eq(table.kind, "customer"), eq(table.userId, customerId)));
      await tx
        .delete(customerCommunications)
        .where(eq(customerCommunications.customerId, customerId));
      await tx.delete(customerNotes).where(eq(customerNotes.customerId, customerId));
      await tx
        .delete(sessions)
        .where(and(eq(sessions.kind, "customer"), eq(sessions.userId, customerId)));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.customerId, customerId));
      if (data.files.servizi.length > 0) {
        await tx
          .update(customerServices)
          .set({ notes: null })
          .where(eq(customerServices.customerId, customerId));
        await tx
          .update(customerUsers)
          .set({
            email: `anonimo-${customerId}@cancellato.invalid`,
            passwordHash: NO_PASSWORD,
            firstName: "Cliente",
            lastName: "anonimizzato",
            companyName: null,
            vatNumber: null,
            address: null,
            phone: null,
            isActive: false,
            lastLogin: null,
          })
          .where(eq(customerUsers.id, customerId));
      } else {
        await tx.delete(customerUsers).where(eq(customerUsers.id, customerId));
      }
    }
    return done;
  });
  if (storage) await removeStoredObjects(storage, keys);
  return done;
}
