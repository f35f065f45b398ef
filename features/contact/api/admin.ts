import { z } from "#kit/lib/zod";
import type { Deps } from "#server/context";
import {
  apiRoutes,
  idParam,
  jsonAnswer,
  noContent,
  routeKit,
  foundOr404,
  noContentOr404,
} from "#server/http/openapi";
import { listPage } from "#server/http/list-query";
import { csvExport, type CsvColumn } from "#server/http/csv";
import { formatCompactDateTime } from "#kit/lib/dates";
import { withChange } from "#features/activity/activity.server";
import { readRow } from "#db/rows";
import { contactMessages } from "../contact.table";
import { deleteContactMessage, markContactRead, type ContactRow } from "../contact.server";
import {
  contactListQuery,
  countContactInbox,
  listContactPage,
  listContactsForExport,
} from "../contact-inbox.server";
import { CONTACT_NOT_FOUND, categoryLabels, type AdminContact } from "../contact-inbox";
import { contactCategory } from "../contact-fields";

const route = routeKit(["Contatti"]);

const contactCountsSchema = z.object({
  total: z.number().int(),
  unread: z.number().int(),
  quote: z.number().int(),
  job: z.number().int(),
  general: z.number().int(),
});

/** The columns of the contacts' CSV export. */
const contactCsv: CsvColumn<ContactRow>[] = [
  { header: "Data", value: (row) => formatCompactDateTime(row.createdAt) },
  { header: "Nome", value: (row) => row.name },
  { header: "Email", value: (row) => row.email },
  { header: "Azienda", value: (row) => row.company },
  { header: "Budget", value: (row) => row.budget },
  { header: "Categoria", value: (row) => categoryLabels[contactCategory(row)] },
  { header: "Letto", value: (row) => row.isRead },
  { header: "Messaggio", value: (row) => row.message },
];

/** A message as the admin API gives it (the inbox's AdminContact, kept in step by satisfies). */
const adminContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  budget: z.string().nullable(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<AdminContact>;

/**
 * The contacts inbox (../shared/spec/back-office.md §7 "Contacts"), behind requireAdmin:
 *   GET    /?q=&sort=&dir=&page=&category=&read=
 *                       -> one page of the messages, newest first unless sorted (decision 023)
 *   GET    /counts      -> in total, unread and per category
 *   GET    /export.csv  -> every message the same query lists, as CSV for Excel
 *   PUT    /:id/read    -> the message, now read (idempotent; no way back to unread)
 *   DELETE /:id         -> 204
 * Unknown or non-numeric ids: 404 { message: 'Contatto non trovato' }.
 */
export function adminContactRoutes({ db }: Deps) {
  const params = idParam(CONTACT_NOT_FOUND);
  // The message as stored, before and after a write, for the activity log (decision 032).
  const stored = (id: number) => ({ entityId: id, read: () => readRow(db, contactMessages, id) });
  return apiRoutes()
    .openapi(
      route.list("/", "I messaggi ricevuti (ricerca, filtri, ordinamento, 25 per pagina)", {
        query: contactListQuery,
        item: adminContactSchema,
        page: "Una pagina di messaggi",
      }),
      listPage(db, listContactPage),
    )
    .openapi(
      route.get("/counts", "Quanti messaggi: in tutto, da leggere e per categoria", {
        responses: { 200: jsonAnswer(contactCountsSchema, "I conteggi") },
      }),
      async (c) => c.json(await countContactInbox(db), 200),
    )
    .openapi(
      route.csv(
        "/export.csv",
        "I messaggi della ricerca e dei filtri come file CSV (UTF-8, separatore ;)",
        contactListQuery,
      ),
      csvExport(db, "contatti", contactCsv, listContactsForExport),
    )
    .openapi(
      route.put("/{id}/read", "Segna un messaggio come letto", {
        request: { params },
        responses: { 200: jsonAnswer(adminContactSchema, "Il messaggio") },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        const contact = await withChange(stored(id), () => markContactRead(db, id));
        return foundOr404(c, contact, CONTACT_NOT_FOUND);
      },
    )
    .openapi(
      route.delete("/{id}", "Elimina un messaggio", {
        request: { params },
        responses: { ...noContent },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        const deleted = await withChange(stored(id), () => deleteContactMessage(db, id));
        return noContentOr404(c, deleted, CONTACT_NOT_FOUND);
      },
    );
}
