import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { adminUsers, customerUsers } from "#db/schema";
import { DomainError } from "../shared/domain-error";
import { customerNotes } from "./customer-notes.table";
import {
  customerNoteMessages,
  NOTES_LIMIT,
  type CustomerNoteInput,
  type CustomerNoteView,
} from "./customer-page.schema";

/**
 * The staff's internal notes about a customer (decision 069): plain text, newest first, never
 * read by any customer-facing route. Anyone who may see the customer writes one; only its
 * author or an Amministratore changes or deletes it.
 */

/** Who is reading or writing: the signed-in admin user's id and role. */
export type NoteViewer = { id: number; role: string };

const mayChange = (viewer: NoteViewer, authorId: number | null) =>
  viewer.role === "admin" || (authorId !== null && authorId === viewer.id);

const authorName = sql<
  string | null
>`coalesce(nullif(${adminUsers.name}, ''), ${adminUsers.username})`;

const noteColumns = {
  id: customerNotes.id,
  customerId: customerNotes.customerId,
  text: customerNotes.text,
  authorId: customerNotes.authorId,
  authorName,
  createdAt: customerNotes.createdAt,
  updatedAt: customerNotes.updatedAt,
};

type NoteRow = {
  id: number;
  customerId: number;
  text: string;
  authorId: number | null;
  authorName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const toView = (viewer: NoteViewer, row: NoteRow): CustomerNoteView => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  mayChange: mayChange(viewer, row.authorId),
});

const selectNotes = (db: Database) =>
  db
    .select(noteColumns)
    .from(customerNotes)
    .leftJoin(adminUsers, eq(adminUsers.id, customerNotes.authorId))
    .$dynamic();

/** The customer's latest notes (at most NOTES_LIMIT), newest first, and how many there are. */
export async function listCustomerNotes(
  db: Database,
  customerId: number,
  viewer: NoteViewer,
): Promise<{ items: CustomerNoteView[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    selectNotes(db)
      .where(eq(customerNotes.customerId, customerId))
      .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id))
      .limit(NOTES_LIMIT),
    db.select({ n: count() }).from(customerNotes).where(eq(customerNotes.customerId, customerId)),
  ]);
  return { items: rows.map((row) => toView(viewer, row)), total: Number(counted?.n ?? 0) };
}

/** One note of the customer as stored (the activity log's before and after), or null. */
export async function readCustomerNote(db: Database, customerId: number, noteId: number) {
  const [row] = await db
    .select()
    .from(customerNotes)
    .where(and(eq(customerNotes.id, noteId), eq(customerNotes.customerId, customerId)));
  return row ?? null;
}

async function noteView(db: Database, viewer: NoteViewer, noteId: number) {
  const [row] = await selectNotes(db).where(eq(customerNotes.id, noteId));
  return row ? toView(viewer, row) : null;
}

/** A new note by `viewer` about the customer; null when the customer is unknown. */
export async function addCustomerNote(
  db: Database,
  customerId: number,
  viewer: NoteViewer,
  input: CustomerNoteInput,
): Promise<CustomerNoteView | null> {
  const [customer] = await db
    .select({ id: customerUsers.id })
    .from(customerUsers)
    .where(eq(customerUsers.id, customerId));
  if (!customer) return null;
  const [row] = await db
    .insert(customerNotes)
    .values({ customerId, authorId: viewer.id, text: input.text })
    .returning({ id: customerNotes.id });
  return noteView(db, viewer, row!.id);
}

/** The note when the viewer may change it; null when it is not one of the customer's; 403 else. */
async function changeable(db: Database, customerId: number, noteId: number, viewer: NoteViewer) {
  const note = await readCustomerNote(db, customerId, noteId);
  if (!note) return null;
  if (!mayChange(viewer, note.authorId)) {
    throw new DomainError("forbidden", customerNoteMessages.notYours);
  }
  return note;
}

/** The note's new text; null when it is not one of the customer's notes. */
export async function updateCustomerNote(
  db: Database,
  customerId: number,
  noteId: number,
  viewer: NoteViewer,
  input: CustomerNoteInput,
): Promise<CustomerNoteView | null> {
  if (!(await changeable(db, customerId, noteId, viewer))) return null;
  await db
    .update(customerNotes)
    .set({ text: input.text, updatedAt: new Date() })
    .where(eq(customerNotes.id, noteId));
  return noteView(db, viewer, noteId);
}

/** Deletes the note; false when it is not one of the customer's notes. */
export async function deleteCustomerNote(
  db: Database,
  customerId: number,
  noteId: number,
  viewer: NoteViewer,
): Promise<boolean> {
  if (!(await changeable(db, customerId, noteId, viewer))) return false;
  await db.delete(customerNotes).where(eq(customerNotes.id, noteId));
  return true;
}
