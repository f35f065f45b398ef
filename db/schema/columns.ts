import { boolean, integer, jsonb, serial, timestamp, varchar } from "drizzle-orm/pg-core";

// Column builders the tables share, so that a column kind is written once. Each is a function: a
// builder belongs to one table.

/** The serial primary key of a table. */
export const serialId = () => serial("id").primaryKey();

/** A point in time, stored with its time zone (every date the database keeps). */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => moment("created_at").notNull().defaultNow();

/** When the row was last changed. */
export const updatedAt = () =>
  moment("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** createdAt / updatedAt pair shared by every stored entity that the spec gives timestamps. */
export const timestamps = { createdAt: createdAt(), updatedAt: updatedAt() };

/** A yes/no column that is never null. */
export const flagColumn = (name: string, initial: boolean) =>
  boolean(name).notNull().default(initial);

/** The position of an item in a list the administrator orders. */
export const sortOrder = () => integer("sort_order").notNull().default(0);

/** A list of texts kept as JSON, empty by default. */
export const textList = (name: string) => jsonb(name).$type<string[]>().notNull().default([]);

/** The unique address part of a public item (decision 026). */
export const slug = () => varchar("slug", { length: 255 }).notNull().unique();
