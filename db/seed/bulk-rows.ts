import { like } from "drizzle-orm";
import { countWhere } from "../list-query";
import type { Database } from "../client";
import { blogPosts, contactMessages, customerTickets, customerUsers } from "../schema";
import { blogCategories } from "#features/blog/blog-categories";
import { ticketPriorities, ticketStatuses } from "#features/tickets/ticket-values";

/**
 * Generated rows for the lists that must stay usable with 10,000 of them (decision 023): contact
 * messages, customers, blog posts, tickets. Every generated row is marked (e-mails at
 * BULK_DOMAIN, slugs starting with "bulk-"), and `seedBulk` only adds the rows missing up to the
 * wanted count, so running it twice changes nothing (`npm run seed:bulk`); the list tests use
 * the same generators on PGlite.
 */
export const BULK_DOMAIN = "bulk.example";

const firstNames = ["Giulia", "Marco", "Sara", "Luca", "Elena", "Paolo", "Chiara", "Davide"];
const lastNames = ["Rossi", "Bianchi", "Ferrari", "Bertoldi", "Zanetti", "Pellegrini", "Conti"];
const companies = ["Cantina", "Studio", "Officine", "Hotel", "Farmacia", "Autoscuola"];
const towns = ["Verona", "Bussolengo", "Legnago", "Peschiera", "Soave", "Bardolino"];
const topics = [
  "un nuovo sito web",
  "l'assistenza sui server",
  "un preventivo per l'e-commerce",
  "la migrazione della posta",
  "la mia candidatura come sistemista",
];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
const pad = (i: number) => String(i).padStart(5, "0");
/** A date `i` hours before `now`: the rows spread over the past months. */
const hoursAgo = (now: Date, i: number) => new Date(now.getTime() - i * 3_600_000);

export const bulkName = (i: number) =>
  `${pick(firstNames, i)} ${pick(lastNames, Math.floor(i / firstNames.length))} ${pad(i)}`;

export function bulkContact(i: number, now: Date) {
  return {
    name: bulkName(i),
    email: `contatto${pad(i)}@${BULK_DOMAIN}`,
    company: i % 3 === 0 ? null : `${pick(companies, i)} ${pick(towns, i)}`,
    budget: i % 5 === 0 ? "€5.000 - €10.000" : null,
    message: `Messaggio n. ${i}: vorremmo informazioni su ${pick(topics, i)}.`,
    isRead: i % 4 !== 0,
    createdAt: hoursAgo(now, i),
  };
}

export function bulkCustomer(i: number, passwordHash: string, now: Date) {
  return {
    email: `cliente${pad(i)}@${BULK_DOMAIN}`,
    passwordHash,
    firstName: pick(firstNames, i),
    lastName: `${pick(lastNames, Math.floor(i / firstNames.length))} ${pad(i)}`,
    companyName: i % 2 === 0 ? `${pick(companies, i)} ${pick(towns, i)} ${pad(i)}` : null,
    phone: `045 ${String(1_000_000 + i).slice(1)}`,
    isActive: i % 10 !== 0,
    createdAt: hoursAgo(now, i),
  };
}

export function bulkPost(i: number, now: Date) {
  return {
    slug: `bulk-articolo-${pad(i)}`,
    title: `Articolo di prova ${pad(i)}: ${pick(topics, i)}`,
    excerpt: `Estratto dell'articolo ${i}.`,
    content: `<p>Testo dell'articolo ${i} su ${pick(topics, i)}.</p>`,
    category: pick(blogCategories, i),
    author: pick(firstNames, i),
    published: i % 3 !== 0,
    publishedAt: i % 3 !== 0 ? hoursAgo(now, i) : null,
    createdAt: hoursAgo(now, i),
  };
}

export function bulkTicket(i: number, customerId: number | null, now: Date) {
  return {
    customerId,
    contactName: customerId === null ? bulkName(i) : null,
    contactEmail: customerId === null ? `ticket${pad(i)}@${BULK_DOMAIN}` : null,
    title: `Ticket di prova ${pad(i)}: ${pick(topics, i)}`,
    description: `Descrizione del ticket ${i}.`,
    status: pick(ticketStatuses, i),
    priority: pick(ticketPriorities, i),
    createdAt: hoursAgo(now, i),
    updatedAt: hoursAgo(now, i),
  };
}

/** Inserts in batches (one statement each) the rows of indexes [from, to). */
async function insertRange<Row>(
  from: number,
  to: number,
  make: (i: number) => Row,
  insert: (rows: Row[]) => Promise<unknown>,
) {
  const BATCH = 500;
  for (let start = from; start < to; start += BATCH) {
    const rows: Row[] = [];
    for (let i = start; i < Math.min(to, start + BATCH); i++) rows.push(make(i));
    await insert(rows);
  }
}

export type BulkCounts = { contacts: number; customers: number; posts: number; tickets: number };

/**
 * Brings the generated rows of each big list up to `wanted` (rows already there are kept and
 * counted); answers how many were added. `passwordHash` is the hash every generated customer
 * gets (an unknown random password: the accounts exist only to fill the lists).
 */
export async function seedBulk(
  db: Database,
  { wanted, passwordHash, now = new Date() }: { wanted: number; passwordHash: string; now?: Date },
): Promise<BulkCounts> {
  const have = {
    contacts: await countWhere(
      db,
      contactMessages,
      like(contactMessages.email, `%@${BULK_DOMAIN}`),
    ),
    customers: await countWhere(db, customerUsers, like(customerUsers.email, `%@${BULK_DOMAIN}`)),
    posts: await countWhere(db, blogPosts, like(blogPosts.slug, "bulk-%")),
    tickets: await countWhere(
      db,
      customerTickets,
      like(customerTickets.title, "Ticket di prova %"),
    ),
  };
  await insertRange(
    have.contacts,
    wanted,
    (i) => bulkContact(i, now),
    (rows) => db.insert(contactMessages).values(rows),
  );
  await insertRange(
    have.customers,
    wanted,
    (i) => bulkCustomer(i, passwordHash, now),
    (rows) => db.insert(customerUsers).values(rows),
  );
  await insertRange(
    have.posts,
    wanted,
    (i) => bulkPost(i, now),
    (rows) => db.insert(blogPosts).values(rows),
  );
  const customerIds = (
    await db
      .select({ id: customerUsers.id })
      .from(customerUsers)
      .where(like(customerUsers.email, `%@${BULK_DOMAIN}`))
      .limit(1000)
  ).map((row) => row.id);
  await insertRange(
    have.tickets,
    wanted,
    (i) => bulkTicket(i, i % 2 === 0 && customerIds.length ? pick(customerIds, i) : null, now),
    (rows) => db.insert(customerTickets).values(rows),
  );
  return {
    contacts: Math.max(0, wanted - have.contacts),
    customers: Math.max(0, wanted - have.customers),
    posts: Math.max(0, wanted - have.posts),
    tickets: Math.max(0, wanted - have.tickets),
  };
}
