import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { flagColumn, moment, serialId, timestamps } from "#db/schema/columns";

/**
 * The customers list (decision 023) in index order: surname and name (its default), the 'Nome'
 * column (the same expression as `customerList`'s `name`), company, last access, creation.
 */
export const customerUsers = pgTable(
  "customer_users",
  {
    id: serialId(),
    email: varchar("email", { length: 255 }).notNull().unique(),
    passwordHash: varchar("password_hash", { length: 255 }).notNull(),
    firstName: varchar("first_name", { length: 255 }).notNull(),
    lastName: varchar("last_name", { length: 255 }).notNull(),
    companyName: varchar("company_name", { length: 255 }),
    vatNumber: varchar("vat_number", { length: 50 }),
    address: text("address"),
    phone: varchar("phone", { length: 50 }),
    isActive: flagColumn("is_active", true),
    lastLogin: moment("last_login"),
    ...timestamps,
  },
  (t) => [
    index("customer_users_surname").on(t.lastName, t.firstName, t.id),
    index("customer_users_name_sort").on(sql`lower(${t.lastName} || ' ' || ${t.firstName})`),
    index("customer_users_company").on(t.companyName),
    index("customer_users_last_login").on(t.lastLogin),
    index("customer_users_created").on(t.createdAt),
  ],
);

/** The customer a row belongs to: the row goes when the customer does. */
export const ownerCustomerId = () =>
  integer("customer_id")
    .notNull()
    .references(() => customerUsers.id, { onDelete: "cascade" });
