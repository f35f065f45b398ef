import { and, desc, eq, inArray, like, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#db/client";
import {
  activityLog,
  cancellationRequests,
  customerCommunications,
  customerServices,
  customerTickets,
  infoRequests,
  mailOutbox,
  renewalRequests,
  serviceTemplates,
  ticketMessages,
  twoFactorSecrets,
} from "#db/schema";
import { roleMay } from "../admin-users/admin-roles";
import { ASSIGNMENT_ENTITY } from "../customer-services/customer-service-values";
import type { ActivityEntryRecord } from "../activity/activity.schema";
import { getCustomer } from "./customers.server";
import { listCustomerNotes, type NoteViewer } from "./customer-notes.server";
import {
  customerNotesPath,
  NOTES_ENTITY,
  SECTION_LIMIT,
  type CustomerPage,
  type CustomerPageRequest,
  type CustomerRequestKind,
} from "./customer-page.schema";

/**
 * One customer, one page (issue 26, decision 069): everything the back office holds about a
 * customer, read for `GET /api/admin/customers/{id}/page` and the page's loader alike. Every
 * section is one query, all run together; each gives its latest SECTION_LIMIT rows and its
 * total (a window count, so no second query). A section of an area the viewer's role may not
 * use (decision 030) is not read at all and answered null.
 */

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
/** The rows' total before the limit, on every row (`count(*) over ()`). */
const windowTotal = sql<number>`cast(count(*) over () as integer)`;
const totalOf = (rows: { total: number }[]) => rows[0]?.total ?? 0;
const section = <R extends { total: number }, T>(rows: R[], view: (row: R) => T) => ({
  items: rows.map(view),
  total: totalOf(rows),
});

/** Runs `read` only when the role may use `area`; otherwise null (the section is not shown). */
const when = <T>(viewer: NoteViewer, area: string, read: () => Promise<T>) =>
  roleMay(viewer.role, area) ? read() : Promise.resolve(null);

function readServices(db: Database, customerId: number) {
  return db
    .select({
      id: customerServices.id,
      serviceName: customerServices.serviceName,
      templateType: serviceTemplates.type,
      status: customerServices.status,
      expiryDate: customerServices.expiryDate,
      endsAt: customerServices.endsAt,
      customPrice: customerServices.customPrice,
      customPricePeriod: customerServices.customPricePeriod,
      hoursRemaining: customerServices.hoursRemaining,
      total: windowTotal,
    })
    .from(customerServices)
    .leftJoin(serviceTemplates, eq(serviceTemplates.id, customerServices.templateId))
    .where(eq(customerServices.customerId, customerId))
    .orderBy(desc(customerServices.expiryDate), desc(customerServices.id))
    .limit(SECTION_LIMIT)
    .then((rows) =>
      section(rows, ({ total: _t, expiryDate, endsAt, ...row }) => ({
        ...row,
        expiryDate: iso(expiryDate),
        endsAt: isoOrNull(endsAt),
      })),
    );
}

/** A ticket's latest activity: its last change or its thread's latest message. */
const lastActivity = sql<Date>`greatest(${customerTickets.updatedAt}, coalesce((select max(${ticketMessages.createdAt}) from ${ticketMessages} where ${ticketMessages.ticketId} = ${customerTickets.id}), ${customerTickets.createdAt}))`;

function readTickets(db: Database, customerId: number) {
  return db
    .select({
      id: customerTickets.id,
      title: customerTickets.title,
      status: customerTickets.status,
      priority: customerTickets.priority,
      lastActivityAt: lastActivity,
      total: windowTotal,
    })
    .from(customerTickets)
    .where(eq(customerTickets.customerId, customerId))
    .orderBy(desc(lastActivity), desc(customerTickets.id))
    .limit(SECTION_LIMIT)
    .then((rows) =>
      section(rows, ({ total: _t, lastActivityAt, ...row }) => ({
        ...row,
        lastActivityAt: iso(lastActivityAt),
      })),
    );
}

type RequestTable = typeof infoRequests | typeof cancellationRequests | typeof renewalRequests;

/** The three kinds of request in one list, newest first: one query (union all). */
async function readRequests(db: Database, customerId: number) {
  const kind = (
    name: CustomerRequestKind,
    table: RequestTable,
    subject: SQL | PgColumn,
  ) => sql`select ${name}::text as kind, ${table.id} as id, ${subject} as subject,
      ${table.status}::text as status, ${table.createdAt} as created_at
    from ${table}
    left join ${customerServices} on ${customerServices.id} = ${table.serviceId}
    where ${table.customerId} = ${customerId}`;
  const serviceName = sql`coalesce(${customerServices.serviceName}, '')`;
  type RequestRow = {
    kind: CustomerRequestKind;
    id: number;
    subject: string;
    status: CustomerPageRequest["status"];
    created_at: Date | string;
    total: number;
  };
  const { rows } = (await db.execute(sql`select *, cast(count(*) over () as integer) as total from (
      ${kind("info", infoRequests, infoRequests.subject)}
      union all ${kind("cancellation", cancellationRequests, serviceName)}
      union all ${kind("renewal", renewalRequests, serviceName)}
    ) as requests order by created_at desc, id desc limit ${SECTION_LIMIT}`)) as unknown as {
    rows: RequestRow[];
  };
  return section(rows, ({ kind, id, subject, status, created_at }) => ({
    kind,
    id: Number(id),
    subject,
    status,
    createdAt: iso(created_at),
  }));
}

function readCommunications(db: Database, customerId: number) {
  return db
    .select({
      id: customerCommunications.id,
      title: customerCommunications.title,
      type: customerCommunications.type,
      isRead: customerCommunications.isRead,
      createdAt: customerCommunications.createdAt,
      total: windowTotal,
    })
    .from(customerCommunications)
    .where(eq(customerCommunications.customerId, customerId))
    .orderBy(desc(customerCommunications.createdAt), desc(customerCommunications.id))
    .limit(SECTION_LIMIT)
    .then((rows) =>
      section(rows, ({ total: _t, createdAt, ...row }) => ({ ...row, createdAt: iso(createdAt) })),
    );
}

/** The mails sent to the customer's address (the outbox's normalised recipients, decision 040). */
function readMails(db: Database, email: string) {
  return db
    .select({
      id: mailOutbox.id,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      total: windowTotal,
    })
    .from(mailOutbox)
    .where(sql`${email.trim().toLowerCase()} = any(${mailOutbox.addresses})`)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(SECTION_LIMIT)
    .then((rows) =>
      section(rows, ({ total: _t, createdAt, sentAt, ...row }) => ({
        ...row,
        createdAt: iso(createdAt),
        sentAt: isoOrNull(sentAt),
      })),
    );
}

/**
 * The activity log's entries about the customer: their own row, and those of their services,
 * tickets, requests, communications (by entity and id, the log's index) and notes (by the
 * customer's notes path, so a deleted note's entries stay listed).
 */
export function customerActivityWhere(customerId: number): SQL {
  const idOf = (entity: string, table: { id: PgColumn; customerId: PgColumn }) =>
    and(
      eq(activityLog.entity, entity),
      inArray(
        activityLog.entityId,
        sql`(select cast(${table.id} as text) from ${table} where ${table.customerId} = ${customerId})`,
      ),
    );
  // A note's entries, the deleted notes' too, by the customer's path they were written to.
  const notesPath = customerNotesPath(customerId);
  return or(
    and(eq(activityLog.entity, "customers"), eq(activityLog.entityId, String(customerId))),
    idOf(ASSIGNMENT_ENTITY, customerServices),
    idOf("tickets", customerTickets),
    idOf("info-requests", infoRequests),
    idOf("cancellation-requests", cancellationRequests),
    idOf("renewal-requests", renewalRequests),
    idOf("communications", customerCommunications),
    and(
      eq(activityLog.entity, NOTES_ENTITY),
      or(like(activityLog.path, `%${notesPath}`), like(activityLog.path, `%${notesPath}/%`)),
    ),
  )!;
}

function readActivity(db: Database, customerId: number) {
  return db
    .select({
      id: activityLog.id,
      at: activityLog.at,
      userId: activityLog.userId,
      userName: activityLog.userName,
      entity: activityLog.entity,
      entityId: activityLog.entityId,
      action: activityLog.action,
      label: activityLog.label,
      method: activityLog.method,
      path: activityLog.path,
      changes: activityLog.changes,
      ip: activityLog.ip,
      total: windowTotal,
    })
    .from(activityLog)
    .where(customerActivityWhere(customerId))
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    .limit(SECTION_LIMIT)
    .then((rows) =>
      section(rows, ({ total: _t, at, ...row }): ActivityEntryRecord => ({
        ...row,
        action: row.action as ActivityEntryRecord["action"],
        at: iso(at),
      })),
    );
}

async function hasTwoFactor(db: Database, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ on: sql<number>`1` })
    .from(twoFactorSecrets)
    .where(
      and(
        eq(twoFactorSecrets.kind, "customer"),
        eq(twoFactorSecrets.userId, customerId),
        sql`${twoFactorSecrets.enabledAt} is not null`,
      ),
    );
  return Boolean(row);
}

/**
 * Everything the customer page shows about customer `id`, as `viewer` may see it; null when
 * the customer is unknown. The customer row is read first (its e-mail finds the mails), then
 * every section at once.
 */
export async function loadCustomerPage(
  db: Database,
  id: number,
  viewer: NoteViewer,
): Promise<CustomerPage | null> {
  const customer = await getCustomer(db, id);
  if (!customer) return null;
  const [twoFactor, services, tickets, requests, communications, mails, activity, notes] =
    await Promise.all([
      hasTwoFactor(db, id),
      when(viewer, "service-assignments", () => readServices(db, id)),
      when(viewer, "tickets", () => readTickets(db, id)),
      when(viewer, "requests", () => readRequests(db, id)),
      when(viewer, "communications", () => readCommunications(db, id)),
      readMails(db, customer.email),
      when(viewer, "activity", () => readActivity(db, id)),
      listCustomerNotes(db, id, viewer),
    ]);
  return {
    customer: {
      ...customer,
      lastLogin: isoOrNull(customer.lastLogin),
      createdAt: iso(customer.createdAt),
      updatedAt: iso(customer.updatedAt),
      twoFactor,
    },
    services,
    tickets,
    requests,
    communications,
    mails,
    activity,
    notes,
  };
}
