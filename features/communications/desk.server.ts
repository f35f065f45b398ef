import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "#db/client";
import { customerName } from "#features/customers/customer-columns.server";
import { deleteById } from "#db/rows";
import { listQuery, optionalParam } from "#server/http/list-query";
import { joinedPage, tableList } from "#db/list-query";
import { z } from "#kit/lib/zod";
import { customerCommunications, customerUsers, serviceTemplates } from "#db/schema";
import { enqueueMail } from "../mail/outbox.server";
import { DomainError } from "../shared/domain-error";
import { communicationMail, type MailLinks } from "../support-desk/desk-mail";
import { deskMessages, type DeskCommunicationInput } from "../support-desk/desk.schema";
import { communicationTypes, PREVIEW_NAMES } from "./communication-values";
import type {
  CommunicationPreview,
  CommunicationTemplate,
  DeskCommunication,
} from "../support-desk/desk-views";
import { resolveRecipients } from "./recipients.server";

/**
 * Communications from the company: one stored row per recipient (so each customer has their own
 * isRead), and one e-mail each through the outbox, all in one transaction. Who gets it:
 * recipients.server.ts; a deactivated customer can still be written to when chosen by id.
 */
const columns = {
  id: customerCommunications.id,
  customerId: customerCommunications.customerId,
  firstName: customerUsers.firstName,
  lastName: customerUsers.lastName,
  customerEmail: customerUsers.email,
  title: customerCommunications.title,
  content: customerCommunications.content,
  type: customerCommunications.type,
  isRead: customerCommunications.isRead,
  createdAt: customerCommunications.createdAt,
};

function selectCommunications(db: Database) {
  return db
    .select(columns)
    .from(customerCommunications)
    .innerJoin(customerUsers, eq(customerUsers.id, customerCommunications.customerId));
}

type Row = Awaited<ReturnType<typeof selectCommunications>>[number];
const toView = ({ firstName, lastName, createdAt, ...row }: Row): DeskCommunication => ({
  ...row,
  customerName: `${firstName} ${lastName}`,
  createdAt: createdAt.toISOString(),
});

const cc = customerCommunications;
const communicationList = tableList({
  search: [cc.title, cc.content, customerName, customerUsers.email],
  columns: {
    title: cc.title,
    customer: customerName,
    type: cc.type,
    isRead: cc.isRead,
    date: cc.createdAt,
  },
  defaults: [desc(cc.createdAt), desc(cc.id)],
});

/** The sent communications' query (decision 023): search, sort, page, `?type=`, `?read=`. */
export const communicationListQuery = listQuery(communicationList, {
  type: optionalParam(z.enum(communicationTypes, { error: "Tipo non valido" })),
  read: optionalParam(z.enum(["unread", "read"], { error: "Stato di lettura non valido" })),
});

const fromCommunications = (db: Database) => (fields: object) =>
  db
    .select(fields as typeof columns)
    .from(cc)
    .innerJoin(customerUsers, eq(customerUsers.id, cc.customerId))
    .$dynamic();

/** GET /api/admin/communications: one page, newest first unless sorted. */
export function listCommunicationPage(
  db: Database,
  params: z.output<typeof communicationListQuery>,
) {
  return joinedPage(
    params,
    communicationList,
    fromCommunications(db),
    columns,
    (row) => toView(row as Row),
    and(
      params.type ? eq(cc.type, params.type) : undefined,
      params.read ? eq(cc.isRead, params.read === "read") : undefined,
    ),
  );
}

/**
 * The confirmation a send to several customers needs (issue 22): how many, the first names,
 * and the mail exactly as the first of them gets it (the same `communicationMail`).
 */
export async function previewCommunication(
  db: Database,
  input: DeskCommunicationInput,
  links: MailLinks,
): Promise<CommunicationPreview> {
  const recipients = await resolveRecipients(db, input);
  const first = recipients[0]!;
  return {
    count: recipients.length,
    names: recipients.slice(0, PREVIEW_NAMES).map((r) => `${r.firstName} ${r.lastName}`),
    mail: {
      to: first.email,
      ...communicationMail(`${first.firstName} ${first.lastName}`, input, links),
    },
  };
}

/** The service templates a communication can be addressed by, by name. */
export async function listCommunicationTemplates(db: Database): Promise<CommunicationTemplate[]> {
  return db
    .select({
      id: serviceTemplates.id,
      name: serviceTemplates.name,
      category: serviceTemplates.category,
    })
    .from(serviceTemplates)
    .orderBy(asc(serviceTemplates.name), asc(serviceTemplates.id));
}

/**
 * Creates the rows and queues the mails. The recipients are resolved again here: a send to more
 * than one customer must carry the count the preview showed (`confirmedCount`), else nothing is
 * sent (400 without it, 409 when the recipients changed since). Throws DomainError for an unknown
 * or empty recipient.
 */
export async function sendCommunication(
  db: Database,
  adminId: number,
  input: DeskCommunicationInput,
  links: MailLinks,
): Promise<DeskCommunication[]> {
  const ids = await db.transaction(async (tx) => {
    const recipients = await resolveRecipients(tx, input);
    if (recipients.length > 1 && input.confirmedCount === undefined) {
      throw new DomainError("invalid", deskMessages.unconfirmed, "confirmedCount");
    }
    if (recipients.length > 1 && input.confirmedCount !== recipients.length) {
      throw new DomainError("conflict", deskMessages.countChanged, "confirmedCount");
    }
    const now = new Date();
    const rows = await tx
      .insert(customerCommunications)
      .values(
        recipients.map((r) => ({
          customerId: r.id,
          title: input.title,
          content: input.content,
          type: input.type,
          createdByAdmin: adminId,
          createdAt: now,
        })),
      )
      .returning({ id: customerCommunications.id });
    for (const r of recipients) {
      await enqueueMail(tx, {
        to: r.email,
        ...communicationMail(`${r.firstName} ${r.lastName}`, input, links),
      });
    }
    return rows.map((row) => row.id);
  });
  const rows = await selectCommunications(db)
    .where(inArray(customerCommunications.id, ids))
    .orderBy(asc(customerCommunications.customerId));
  return rows.map(toView);
}

/** Deletes one recipient's row; false when it does not exist. */
export async function deleteDeskCommunication(db: Database, id: number): Promise<boolean> {
  return deleteById(db, customerCommunications, id);
}
