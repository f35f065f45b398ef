import { desc, eq, or, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { adminUsers, customerUsers } from "#db/schema";
import type { AdminUser, CustomerIdentity, CustomerProfile } from "./auth.schema";
import { verifyPassword } from "./password.server";

/**
 * An argon2id hash of a random password nobody knows, with the same parameters as real ones.
 * Unknown usernames are checked against it so they take as long as wrong passwords.
 */
const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$HROZZTxO/CKfdwA0xjewJA$vtSwXsYFFx4+BlU4oufncnN72wMcRMxNWRYGj1b+Kxg";

/**
 * The back-office user with this username (exact) or e-mail (any case) and password, or null
 * (unknown, wrong password, invitation not yet accepted, inactive or deleted: the caller gives
 * the same answer for all).
 */
export async function authenticateAdmin(
  db: Database,
  login: string,
  password: string,
): Promise<AdminUser | null> {
  const name = login.trim();
  const [row] = await db
    .select()
    .from(adminUsers)
    .where(
      or(eq(adminUsers.username, name), eq(sql`lower(${adminUsers.email})`, name.toLowerCase())),
    )
    .orderBy(desc(eq(adminUsers.username, name)))
    .limit(1);
  const valid = await verifyPassword(row?.passwordHash || DUMMY_HASH, password);
  if (!row || !row.passwordHash || !valid || !row.isActive || row.deletedAt) return null;
  return { id: row.id, username: row.username, name: row.name, email: row.email, role: row.role };
}

/** What authenticateCustomer says of a deactivated account whose password was right. */
export const ACCOUNT_DISABLED = "disabled";

/**
 * The customer with this e-mail (any case) and password, or null (unknown or wrong password).
 * A deactivated customer with the right password gets ACCOUNT_DISABLED, so they can be told to
 * contact support; with a wrong password they get null like everyone else. A successful login
 * records lastLogin.
 */
export async function authenticateCustomer(
  db: Database,
  email: string,
  password: string,
  now: Date = new Date(),
): Promise<CustomerIdentity | typeof ACCOUNT_DISABLED | null> {
  const [row] = await db
    .select()
    .from(customerUsers)
    .where(eq(sql`lower(${customerUsers.email})`, email.trim().toLowerCase()));
  const valid = await verifyPassword(row?.passwordHash ?? DUMMY_HASH, password);
  if (!row || !valid) return null;
  if (!row.isActive) return ACCOUNT_DISABLED;
  await db.update(customerUsers).set({ lastLogin: now }).where(eq(customerUsers.id, row.id));
  return { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName };
}

/** The signed-in customer's own contact data (GET /api/customer/profile). */
export async function getCustomerProfile(
  db: Database,
  customerId: number,
): Promise<CustomerProfile | null> {
  const [row] = await db
    .select({
      firstName: customerUsers.firstName,
      lastName: customerUsers.lastName,
      email: customerUsers.email,
      companyName: customerUsers.companyName,
      vatNumber: customerUsers.vatNumber,
      address: customerUsers.address,
      phone: customerUsers.phone,
    })
    .from(customerUsers)
    .where(eq(customerUsers.id, customerId));
  return row ?? null;
}
