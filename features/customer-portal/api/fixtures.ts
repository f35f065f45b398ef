import { desc } from "drizzle-orm";
import type { Database } from "#db/client";
import {
  customerCommunications,
  customerServices,
  customerTickets,
  mailOutbox,
  serviceTemplates,
  ticketMessages,
} from "#db/schema";
import type { createTestApi } from "#tests/helpers/test-api";
import {
  addAdmin,
  addCustomer,
  cookieOf,
  postJson,
} from "#features/auth/api/admin-session-fixtures";

/** Test helpers of the customer-area integration tests. */
export const PASSWORD = "Cliente2026!";
const DAY = 24 * 60 * 60 * 1000;
type Api = ReturnType<typeof createTestApi>;

/** A customer signed in through POST /customer/login: id and Cookie header value. */
export async function signedInCustomer(db: Database, api: Api, email: string) {
  const id = await addCustomer(db, { email, password: PASSWORD });
  const res = await api.request("/customer/login", postJson({ email, password: PASSWORD }));
  if (res.status !== 200) throw new Error(`customer login failed: ${res.status}`);
  return { id, cookie: cookieOf(res) };
}

/** An admin signed in through POST /admin/login: the Cookie header value. */
export async function signedInAdmin(db: Database, api: Api, username = "admin") {
  const password = "Password-Admin-2026";
  await addAdmin(db, { username, password });
  const res = await api.request("/admin/login", postJson({ username, password }));
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
  return cookieOf(res);
}

export async function addTemplate(
  db: Database,
  type: "monthly" | "yearly" | "one_time" | "hourly_package" = "monthly",
  price: Pick<typeof serviceTemplates.$inferInsert, "basePrice" | "basePricePeriod"> = {
    basePrice: 29,
    basePricePeriod: "monthly",
  },
) {
  const [row] = await db
    .insert(serviceTemplates)
    .values({ name: `Modello ${type}`, category: "hosting", type, ...price })
    .returning({ id: serviceTemplates.id });
  return row!.id;
}

/** A service expiring `days` (exactly, 24 h each) after now. */
export async function addService(
  db: Database,
  customerId: number,
  values: Partial<typeof customerServices.$inferInsert> & { days?: number } = {},
) {
  const { days = 100, ...rest } = values;
  const [row] = await db
    .insert(customerServices)
    .values({
      customerId,
      serviceName: `Servizio ${days} giorni`,
      startDate: new Date(Date.now() - 300 * DAY),
      expiryDate: new Date(Date.now() + days * DAY),
      ...rest,
    })
    .returning({ id: customerServices.id });
  return row!.id;
}

export async function addTicket(
  db: Database,
  customerId: number | null,
  values: Partial<typeof customerTickets.$inferInsert> = {},
) {
  const [row] = await db
    .insert(customerTickets)
    .values({
      customerId,
      title: "Problema di prova",
      description: "Descrizione del problema",
      ...values,
    })
    .returning({ id: customerTickets.id });
  return row!.id;
}

export async function addMessage(
  db: Database,
  ticketId: number,
  values: Partial<typeof ticketMessages.$inferInsert> = {},
) {
  await db
    .insert(ticketMessages)
    .values({ ticketId, authorType: "admin", message: "Risposta del supporto", ...values });
}

export async function addCommunication(
  db: Database,
  customerId: number,
  values: Partial<typeof customerCommunications.$inferInsert> = {},
) {
  const [row] = await db
    .insert(customerCommunications)
    .values({
      customerId,
      title: "Avviso di prova",
      content: "Contenuto della comunicazione",
      ...values,
    })
    .returning({ id: customerCommunications.id });
  return row!.id;
}

/** The outbox, newest first. */
export const outbox = (db: Database) => db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));

/** Request helpers with a Cookie header (and JSON body). */
export function withCookie(cookie: string | null, init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  if (cookie) headers.set("Cookie", cookie);
  return { ...init, headers };
}

export const jsonRequest = (method: string, body: unknown, cookie: string | null) =>
  withCookie(cookie, {
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
