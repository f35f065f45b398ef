import { timestamp } from "drizzle-orm/pg-core";

/** createdAt / updatedAt pair shared by every stored entity that the spec gives timestamps. */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
