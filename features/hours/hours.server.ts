import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import {
  customerServices,
  customerTickets,
  customerUsers,
  serviceTemplates,
  siteSettings,
} from "#db/schema";
import { customerName } from "#features/customers/customer-columns.server";
import { enqueueMail } from "#features/mail/outbox.server";
import { noteChange } from "#features/activity/activity.server";
import { DomainError } from "#features/shared/domain-error";
import type { MailLinks } from "#features/support-desk/desk-mail";
import { hourMovements } from "./hours.table";
import { lowHoursCompanyMail, lowHoursMail } from "./hours-mail";
import {
  HOURS_THRESHOLD_KEY,
  hourMovementSign,
  hoursThreshold,
  parseHoursThreshold,
} from "./hour-values";
import {
  hoursMessages,
  type HourBalance,
  type HourMovementInput,
  type HourMovementView,
  type ServiceHours,
  type TicketHours,
} from "./hours.schema";

/**
 * The monte ore (decision 068). A service is an hour package when its template is of type
 * "pacchetto ore" (or, without a template, when it has package hours). Its balance in minutes is
 * `hours_remaining` x 60 (the hours the staff set in the service form) plus the sum of its
 * movements. Every write locks the service's row first (`for update`), so concurrent writes on
 * one package run one after the other: no minute is lost, and the balance before and after each
 * write is exact. A balance may go negative (time worked beyond the package is still recorded).
 * When a write takes it from at least the threshold of Impostazioni to under it, one mail goes
 * to the customer and a copy to the company, in the same transaction: once per crossing.
 */

type Who = { id: number; name: string };
type Mailing = { links: MailLinks; mailTo: string };

const packageColumns = {
  id: customerServices.id,
  customerId: customerServices.customerId,
  serviceName: customerServices.serviceName,
  hoursRemaining: customerServices.hoursRemaining,
  templateType: serviceTemplates.type,
};

const isPackage = (row: { hoursRemaining: number | null; templateType: string | null }) =>
  row.templateType === "hourly_package" || row.hoursRemaining !== null;

/** The sum of a service's movements, in minutes. */
async function movedMinutes(db: Database, serviceId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${hourMovements.minutes}), 0)::int` })
    .from(hourMovements)
    .where(eq(hourMovements.serviceId, serviceId));
  return Number(row?.total ?? 0);
}

/** The package `serviceId`, its row locked until the transaction ends; 404/400 otherwise. */
async function lockPackage(tx: Database, serviceId: number) {
  const [row] = await tx
    .select(packageColumns)
    .from(customerServices)
    .leftJoin(serviceTemplates, eq(serviceTemplates.id, customerServices.templateId))
    .where(eq(customerServices.id, serviceId))
    .for("update", { of: customerServices });
  if (!row) throw new DomainError("not-found", hoursMessages.serviceNotFound);
  if (!isPackage(row)) throw new DomainError("invalid", hoursMessages.notPackage, "serviceId");
  return row;
}

async function balanceOf(
  db: Database,
  row: { id: number; serviceName: string; hoursRemaining: number | null },
): Promise<HourBalance> {
  const packageHours = row.hoursRemaining ?? 0;
  return {
    serviceId: row.id,
    serviceName: row.serviceName,
    packageHours,
    balanceMinutes: packageHours * 60 + (await movedMinutes(db, row.id)),
  };
}

/** The threshold of Impostazioni, in hours (0: no mail). */
export async function readHoursThreshold(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, HOURS_THRESHOLD_KEY));
  return (row && parseHoursThreshold(row.value)) ?? hoursThreshold.initial;
}

const movementColumns = {
  id: hourMovements.id,
  serviceId: hourMovements.serviceId,
  serviceName: customerServices.serviceName,
  ticketId: hourMovements.ticketId,
  ticketTitle: customerTickets.title,
  kind: hourMovements.kind,
  minutes: hourMovements.minutes,
  workDate: hourMovements.workDate,
  note: hourMovements.note,
  adminName: hourMovements.adminName,
  createdAt: hourMovements.createdAt,
};

async function selectMovements(db: Database, where: ReturnType<typeof and>) {
  const rows = await db
    .select(movementColumns)
    .from(hourMovements)
    .innerJoin(customerServices, eq(customerServices.id, hourMovements.serviceId))
    .leftJoin(customerTickets, eq(customerTickets.id, hourMovements.ticketId))
    .where(where)
    .orderBy(desc(hourMovements.workDate), desc(hourMovements.id));
  return rows.map((row): HourMovementView => ({
    ...row,
    workDate: row.workDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Queues the low-balance mails when the balance went from >= threshold to under it. */
async function mailOnCrossing(
  tx: Database,
  service: { customerId: number; serviceName: string },
  before: number,
  after: number,
  { links, mailTo }: Mailing,
): Promise<boolean> {
  const thresholdHours = await readHoursThreshold(tx);
  const limit = thresholdHours * 60;
  if (thresholdHours === 0 || !(before >= limit && after < limit)) return false;
  const [customer] = await tx
    .select({ email: customerUsers.email, name: customerName })
    .from(customerUsers)
    .where(eq(customerUsers.id, service.customerId));
  if (!customer) return false;
  const facts = { serviceName: service.serviceName, balanceMinutes: after, thresholdHours };
  await enqueueMail(tx, { to: customer.email, ...lowHoursMail(customer.name, facts, links) });
  await enqueueMail(tx, {
    to: mailTo,
    replyTo: customer.email,
    ...lowHoursCompanyMail(customer, facts),
  });
  return true;
}

/**
 * Adds a movement (POST /api/admin/hours): under the package's lock, checks the ticket (same
 * customer), stores the signed minutes and mails on a threshold crossing.
 */
export async function addHourMovement(
  db: Database,
  who: Who,
  input: HourMovementInput,
  mailing: Mailing,
) {
  return db.transaction(async (tx) => {
    const service = await lockPackage(tx, input.serviceId);
    if (input.ticketId !== null) {
      const [ticket] = await tx
        .select({ customerId: customerTickets.customerId })
        .from(customerTickets)
        .where(eq(customerTickets.id, input.ticketId));
      if (!ticket) throw new DomainError("invalid", hoursMessages.ticketNotFound, "ticketId");
      if (ticket.customerId !== service.customerId) {
        throw new DomainError("invalid", hoursMessages.otherCustomer, "serviceId");
      }
    }
    const before = await balanceOf(tx, service);
    const minutes = hourMovementSign[input.kind] * input.duration;
    const [row] = await tx
      .insert(hourMovements)
      .values({
        serviceId: service.id,
        ticketId: input.ticketId,
        kind: input.kind,
        minutes,
        workDate: input.workDate,
        note: input.note,
        adminId: who.id,
        adminName: who.name,
      })
      .returning();
    noteChange({ entityId: row!.id, action: "create", before: null, after: row! });
    const balance = { ...before, balanceMinutes: before.balanceMinutes + minutes };
    const mailed = await mailOnCrossing(
      tx,
      service,
      before.balanceMinutes,
      balance.balanceMinutes,
      mailing,
    );
    const [movement] = await selectMovements(tx, eq(hourMovements.id, row!.id));
    return { movement: movement!, balance, mailed };
  });
}

/**
 * Deletes a movement (DELETE /api/admin/hours/{id}): its minutes leave the balance (a deduction
 * deleted gives the time back). Null for an unknown id.
 */
export async function deleteHourMovement(db: Database, id: number) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ serviceId: hourMovements.serviceId })
      .from(hourMovements)
      .where(eq(hourMovements.id, id));
    if (!found) return null;
    const service = await lockPackage(tx, found.serviceId).catch(() => null);
    const [row] = await tx.delete(hourMovements).where(eq(hourMovements.id, id)).returning();
    if (!row) return null;
    noteChange({ entityId: id, action: "delete", before: row, after: null });
    const balance = service
      ? await balanceOf(tx, service)
      : { serviceId: found.serviceId, serviceName: "", packageHours: 0, balanceMinutes: 0 };
    return { movement: null, balance, mailed: false };
  });
}

/** A package with its balance and movements (the desk); null when it is none. */
export async function getServiceHours(
  db: Database,
  serviceId: number,
  customerId?: number,
): Promise<ServiceHours | null> {
  const [row] = await db
    .select(packageColumns)
    .from(customerServices)
    .leftJoin(serviceTemplates, eq(serviceTemplates.id, customerServices.templateId))
    .where(
      and(
        eq(customerServices.id, serviceId),
        customerId === undefined ? undefined : eq(customerServices.customerId, customerId),
      ),
    );
  if (!row || !isPackage(row)) return null;
  return {
    ...(await balanceOf(db, row)),
    movements: await selectMovements(db, eq(hourMovements.serviceId, serviceId)),
  };
}

/** The customer's own package (GET /api/customer/hours/{id}): without the staff's names. */
export async function getOwnServiceHours(db: Database, customerId: number, serviceId: number) {
  const hours = await getServiceHours(db, serviceId, customerId);
  if (!hours) return null;
  return {
    ...hours,
    movements: hours.movements.map(({ adminName: _a, ...movement }) => movement),
  };
}

/** The ticket's customer's packages and the time logged on the ticket; null for no ticket. */
export async function getTicketHours(db: Database, ticketId: number): Promise<TicketHours | null> {
  const [ticket] = await db
    .select({ customerId: customerTickets.customerId, serviceId: customerTickets.serviceId })
    .from(customerTickets)
    .where(eq(customerTickets.id, ticketId));
  if (!ticket) return null;
  const services =
    ticket.customerId === null
      ? []
      : (
          await db
            .select(packageColumns)
            .from(customerServices)
            .leftJoin(serviceTemplates, eq(serviceTemplates.id, customerServices.templateId))
            .where(eq(customerServices.customerId, ticket.customerId))
            .orderBy(customerServices.serviceName, customerServices.id)
        ).filter(isPackage);
  const packages = await Promise.all(services.map((service) => balanceOf(db, service)));
  return {
    ticketId,
    serviceId: packages.some((p) => p.serviceId === ticket.serviceId) ? ticket.serviceId : null,
    packages,
    movements: await selectMovements(db, eq(hourMovements.ticketId, ticketId)),
  };
}

/** The balance in minutes of each of the customer's packages (the customer area's cards). */
export async function ownBalances(db: Database, customerId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({
      id: customerServices.id,
      hoursRemaining: customerServices.hoursRemaining,
      templateType: serviceTemplates.type,
      moved: sql<number>`coalesce((select sum(${hourMovements.minutes}) from ${hourMovements} where ${hourMovements.serviceId} = ${customerServices.id}), 0)::int`,
    })
    .from(customerServices)
    .leftJoin(serviceTemplates, eq(serviceTemplates.id, customerServices.templateId))
    .where(eq(customerServices.customerId, customerId));
  return new Map(
    rows
      .filter(isPackage)
      .map((row) => [row.id, (row.hoursRemaining ?? 0) * 60 + Number(row.moved)]),
  );
}
