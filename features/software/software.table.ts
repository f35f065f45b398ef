import { integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { flagColumn, serialId, sortOrder, timestamps } from "#db/schema/columns";
import { softwareCategories, softwarePlatforms } from "./software-labels";

export const downloadableSoftware = pgTable("downloadable_software", {
  id: serialId(),
  name: varchar("name", { length: 255 }).notNull(),
  version: varchar("version", { length: 50 }).notNull(),
  description: text("description"),
  fileUrl: varchar("file_url", { length: 500 }).notNull(),
  fileSize: varchar("file_size", { length: 50 }),
  category: varchar("category", { length: 100, enum: softwareCategories })
    .notNull()
    .default("software"),
  platform: varchar("platform", { length: 100, enum: softwarePlatforms })
    .notNull()
    .default("windows"),
  requirements: text("requirements"),
  releaseNotes: text("release_notes"),
  sortOrder: sortOrder(),
  isActive: flagColumn("is_active", true),
  downloadCount: integer("download_count").notNull().default(0),
  ...timestamps,
});
