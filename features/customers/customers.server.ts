import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { deleteById } from "#db/rows";
import { isUniqueViolation } from "#db/database-error";
import { customerUsers } from "#db/schema";
import {
  activeStatusParam,
  activeStatusWhere,
  listQuery,
  ownColumns,
  tablePage,
  tableRows,
  tableList,
} from "#server/http/list-query";
import { z } from "../shared/zod";
import { hashPassword } from "../auth/password.server";
import { endAllSessions } from "../auth/session.server";
import { voidOpenLinks } from "../auth/single-use-link.server";
import { DomainError } from "../shared/domain-error";
import {
  customerMessages,
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

export async function createCustomer(
  db: Database,
  input: CustomerCreateInput,
): Promise<CustomerRow> {
  const { passwordHash: password, ...fields } = input;
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      if (await emailTaken(tx, fields.email)) throw emailInUse();
      const [row] = await tx
        .insert(customerUsers)
        .values({ ...fields, passwordHash })
        .returning(customerColumns);
      if (!row) throw new Error("customer_users insert returned no row");
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
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
