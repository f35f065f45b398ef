import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database, Transaction } from "#db/client";
import { deleteById } from "#db/rows";
import { isUniqueViolation } from "#db/database-error";
import { customerUsers, passwordResetTokens } from "#db/schema";
import { activeStatusParam, listQuery } from "#server/http/list-query";
import {
  activeStatusWhere,
  countWhere,
  ownColumns,
  tablePage,
  tableRows,
  tableList,
} from "#db/list-query";
import { z } from "#kit/lib/zod";
import { hashPassword } from "../auth/password.server";
import { endAllSessions } from "../auth/session.server";
import { mailNewLink, voidOpenLinks } from "../auth/single-use-link.server";
import { resetLink } from "../auth/password-reset.server";
import { RESET_MAIL_WINDOW_MS } from "../auth/password-reset.schema";
import { DomainError } from "../shared/domain-error";
import {
  ACCESS_LINK_TTL_MS,
  ACCESS_LINKS_PER_HOUR,
  customerMessages,
  wantsAccessLink,
  type CustomerCreateInput,
  type CustomerUpdateInput,
} from "./customers.schema";

/**
 * Customer accounts of the back office (GET/POST/PATCH/DELETE /api/admin/customers). The typed
 * password arrives in `passwordHash` and is hashed here (argon2id); no function returns the
 * stored hash. Deactivating, deleting or changing the password ends the customer's sessions.
 */
export const customerColumns = {
  id: customerUsers.id,
  email: customerUsers.email,
  firstName: customerUsers.firstName,
  lastName: customerUsers.lastName,
  companyName: customerUsers.companyName,
  vatNumber: customerUsers.vatNumber,
  address: customerUsers.address,
  phone: customerUsers.phone,
  isActive: customerUsers.isActive,
  lastLogin: customerUsers.lastLogin,
  createdAt: customerUsers.createdAt,
  updatedAt: customerUsers.updatedAt,
};

export type CustomerRow = {
  [K in keyof typeof customerColumns]: (typeof customerUsers.$inferSelect)[K];
};

/** The e-mail belongs to another customer (answered 409). */
/** Another customer already has this e-mail: 409. */
const emailInUse = () => new DomainError("conflict", customerMessages.emailTaken);

type CustomerListParams = z.output<typeof customerListQuery>;

const c = customerUsers;
export const customerList = tableList({
  search: [c.firstName, c.lastName, c.email, c.companyName],
  columns: {
    name: sql`lower(${c.lastName} || ' ' || ${c.firstName})`,
    ...ownColumns(c, ["companyName", "isActive", "lastLogin", "createdAt"]),
  },
  defaults: [asc(c.lastName), asc(c.firstName), asc(c.id)],
});

/** The customers list's query (decision 023): search, sort, page and `?status=active|inactive`. */
export const customerListQuery = listQuery(customerList, {
  status: activeStatusParam,
});

const customerFilters = (params: CustomerListParams) =>
  activeStatusWhere(c.isActive, params.status);

/** GET /api/admin/customers: one page of the accounts (surname, name unless sorted). */
export const listCustomerPage = (db: Database, params: CustomerListParams) =>
  tablePage(db, c, customerColumns, customerList, params, customerFilters(params));

/** A customer as the pickers show it (recipient, ticket filter, assignments). */
export const customerOptionColumns = {
  id: c.id,
  firstName: c.firstName,
  lastName: c.lastName,
  companyName: c.companyName,
  email: c.email,
  isActive: c.isActive,
};

/** GET /api/admin/customers/options: every customer, few fields, by surname and name. */
export function listCustomerOptions(db: Database) {
  return db
    .select(customerOptionColumns)
    .from(c)
    .orderBy(...customerList.defaults);
}

/** GET /api/admin/customers/options/:id: one customer's picker fields, or null. */
export async function getCustomerOption(db: Database, id: number) {
  const [row] = await db.select(customerOptionColumns).from(c).where(eq(c.id, id));
  return row ?? null;
}

/** GET /api/admin/customers/export.csv: every account the list shows, in its order. */
export const listCustomersForExport = (db: Database, params: CustomerListParams) =>
  tableRows(db, c, customerColumns, customerList, params, customerFilters(params));

export async function getCustomer(db: Database, id: number): Promise<CustomerRow | null> {
  const [row] = await db
    .select(customerColumns)
    .from(customerUsers)
    .where(eq(customerUsers.id, id));
  return row ?? null;
}

async function emailTaken(db: Database, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customerUsers.id })
    .from(customerUsers)
    .where(sql`lower(${customerUsers.email}) = ${email.toLowerCase()}`);
  return Boolean(row && row.id !== exceptId);
}

/** What the access mail needs: the site's public address and its name. */
export type AccessMailContext = { siteUrl: string; brand: string; now?: Date };

/** The mail of a customer's access link: a first access, so a welcome. */
export function accessLinkMail(firstName: string, brand: string, link: string) {
  return {
    subject: `Benvenuto nell'Area Clienti ${brand}: imposta la tua password`,
    text: [
      `Gentile ${firstName},`,
      "",
      `benvenuto nell'Area Clienti ${brand}: qui trovi i tuoi servizi, le scadenze e l'assistenza.`,
      "Per accedere imposta la tua password da questo link, valido per 72 ore:",
      "",
      link,
      "",
      "Il link si può usare una sola volta. Se è scaduto, dalla pagina di accesso puoi chiederne uno nuovo con «Password dimenticata».",
      "",
      `Il team di ${brand}`,
    ].join("\n"),
  };
}

/** Stores a new 72-hour link for the customer (older open links stop working) and queues the mail. */
async function mailAccessLink(
  tx: Transaction,
  customer: { id: number; email: string; firstName: string },
  { siteUrl, brand, now = new Date() }: AccessMailContext,
) {
  await mailNewLink(
    tx,
    { kind: "customer", userId: customer.id },
    { ttlMs: ACCESS_LINK_TTL_MS, now },
    customer.email,
    (token) => accessLinkMail(customer.firstName, brand, resetLink(siteUrl, token)),
  );
}

/**
 * POST /api/admin/customers: a new customer, with the typed password or (by default) without
 * one and with the mailed link to set it.
 */
export async function createCustomer(
  db: Database,
  input: CustomerCreateInput,
  mail: AccessMailContext,
): Promise<CustomerRow> {
  const { passwordHash: password, sendAccessLink: _choice, ...fields } = input;
  const withLink = wantsAccessLink(input);
  const passwordHash = withLink || !password ? "" : await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      if (await emailTaken(tx, fields.email)) throw emailInUse();
      const [row] = await tx
        .insert(customerUsers)
        .values({ ...fields, passwordHash })
        .returning(customerColumns);
      if (!row) throw new Error("customer_users insert returned no row");
      if (withLink) await mailAccessLink(tx, row, mail);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}

/**
 * POST /api/admin/customers/{id}/access-link: mails an active customer a new 72-hour link to set
 * their password; the older links stop working. At most ACCESS_LINKS_PER_HOUR links an hour per
 * customer, the reset's mails included (409 beyond). The customer, or null when unknown.
 */
export async function sendAccessLink(
  db: Database,
  id: number,
  mail: AccessMailContext,
): Promise<CustomerRow | null> {
  const now = mail.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(customerColumns)
      .from(customerUsers)
      .where(eq(customerUsers.id, id))
      .for("update");
    if (!row) return null;
    if (!row.isActive) throw new DomainError("conflict", customerMessages.inactive);
    const recent = await countWhere(
      tx,
      passwordResetTokens,
      and(
        eq(passwordResetTokens.customerId, id),
        gt(passwordResetTokens.createdAt, new Date(now.getTime() - RESET_MAIL_WINDOW_MS)),
      ),
    );
    if (recent >= ACCESS_LINKS_PER_HOUR) {
      throw new DomainError("conflict", customerMessages.linksCapped);
    }
    await mailAccessLink(tx, row, { ...mail, now });
    return row;
  });
}

/**
 * Updates the given fields; a null or missing password keeps the stored one. Ends every session
 * of the customer when they end up deactivated or get a new password; a new password or e-mail
 * voids their open password-reset links. Null when unknown.
 */
export async function updateCustomer(
  db: Database,
  id: number,
  changes: Partial<CustomerUpdateInput>,
): Promise<CustomerRow | null> {
  const { passwordHash: password, ...fields } = changes;
  const passwordHash = password ? await hashPassword(password) : undefined;
  try {
    return await db.transaction(async (tx) => {
      if (fields.email && (await emailTaken(tx, fields.email, id))) throw emailInUse();
      const [before] = await tx
        .select({ email: customerUsers.email })
        .from(customerUsers)
        .where(eq(customerUsers.id, id));
      const [row] = await tx
        .update(customerUsers)
        .set({ ...fields, ...(passwordHash ? { passwordHash } : {}), updatedAt: new Date() })
        .where(eq(customerUsers.id, id))
        .returning(customerColumns);
      if (!row) return null;
      if (passwordHash || row.email !== before?.email) await voidOpenLinks(tx, "customer", id);
      if (!row.isActive || passwordHash) await endAllSessions(tx, "customer", id);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}

/**
 * Deletes a customer with their services, messages and requests (tickets stay, unlinked) and
 * ends their sessions. False when unknown.
 */
export async function deleteCustomer(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await deleteById(tx, customerUsers, id))) return false;
    await endAllSessions(tx, "customer", id);
    return true;
  });
}
