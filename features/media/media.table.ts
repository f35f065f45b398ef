import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, varchar } from "drizzle-orm/pg-core";
import { moment, serialId } from "#db/schema/columns";

/**
 * The media library (issue 25, decision 064): one row per uploaded image. `url` is the address the
 * upload always had (/uploads/images/<id>.webp, its smaller copies beside it, written by
 * images.server.ts); the forms keep storing that URL, so nothing that shows an image changed.
 * Who uploaded it is kept by id and by name, like the activity log: an image outlives its user.
 */
export const media = pgTable(
  "media",
  {
    id: serialId(),
    url: varchar("url", { length: 500 }).notNull().unique(),
    /** The file's name as uploaded ("sede-verona.jpg"), or, for an upload found by the import, what used it. */
    name: varchar("name", { length: 255 }).notNull(),
    /** The uploaded file's type by its bytes (image/jpeg...); image/webp when only the stored copy is known. */
    mime: varchar("mime", { length: 50 }).notNull(),
    /** Size of the stored main copy, in bytes. */
    bytes: integer("bytes").notNull().default(0),
    width: integer("width"),
    height: integer("height"),
    /** Alternative text; empty means missing ("Senza testo alternativo"). */
    alt: varchar("alt", { length: 300 }).notNull().default(""),
    /** The focal point, in percent of the width and height: where a crop stays centred. */
    focalX: smallint("focal_x").notNull().default(50),
    focalY: smallint("focal_y").notNull().default(50),
    uploadedById: integer("uploaded_by_id"),
    uploadedByName: varchar("uploaded_by_name", { length: 200 }),
    uploadedAt: moment("uploaded_at").notNull().defaultNow(),
  },
  (t) => [
    // The library's order (newest first) and its sorts: one b-tree each, so a page of 25 out of
    // 10,000 is read from the index (media-list.test.ts).
    index("media_uploaded_at_idx").on(t.uploadedAt, t.id),
    index("media_name_idx").on(t.name),
    index("media_bytes_idx").on(t.bytes),
    index("media_mime_idx").on(t.mime),
    index("media_missing_alt_idx")
      .on(t.uploadedAt, t.id)
      .where(sql`${t.alt} = ''`),
    check("media_focal_x", sql`${t.focalX} between 0 and 100`),
    check("media_focal_y", sql`${t.focalY} between 0 and 100`),
  ],
);

/**
 * One-time tasks of the media feature that must run in code (a SQL migration cannot read the
 * upload storage): a row once a task has finished, so it never runs again.
 */
export const mediaTasks = pgTable("media_tasks", {
  name: varchar("name", { length: 100 }).primaryKey(),
  doneAt: moment("done_at").notNull().defaultNow(),
});
