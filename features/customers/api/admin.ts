import { customerUsers } from "#db/schema";
import type { Deps } from "#server/context";
import { crudRoutes, pagedList } from "#server/http/crud-routes";
import {
  apiRoutes,
  errorAnswer,
  idParam,
  jsonAnswer,
  routeKit,
  foundOr404,
} from "#server/http/openapi";
import { getSiteSettings } from "#features/settings/settings.server";
import { csvExport, type CsvColumn } from "#server/http/csv";
import { z } from "#kit/lib/zod";
import { formatCompactDateTime } from "#kit/lib/dates";
import { refuseCommonPasswords } from "#features/auth/common-passwords.server";
import { adminCustomerServiceRoutes } from "#features/customer-services/api/admin";
import { customerPageRoutes } from "./customer-page";
import {
  adminCustomerSchema,
  customerCreateSchema,
  customerMessages,
  customerUpdateSchema,
} from "../customers.schema";
import {
  createCustomer,
  customerListQuery,
  deleteCustomer,
  listCustomerPage,
  getCustomerOption,
  listCustomerOptions,
  listCustomersForExport,
  sendAccessLink,
  updateCustomer,
  type CustomerRow,
} from "../customers.server";

const route = routeKit(["Clienti"]);

/** The dialog's rules plus the server-only common-password check. */
const createSchema = refuseCommonPasswords(customerCreateSchema, "passwordHash");
const updateSchema = refuseCommonPasswords(customerUpdateSchema.partial(), "passwordHash");

/**
 * Customer accounts (../shared/spec/back-office.md §7 "Customers"), behind requireAdmin:
 *   GET    /?q=&sort=&dir=&page=&status= -> one page of customers, never the password hash
 *   GET    /export.csv?(same) -> every customer the same query lists, as CSV for Excel
 *   GET    /options   -> every customer with the fields a picker shows (id, names, company,
 *                        e-mail, active), by surname
 *   GET    /options/:id -> one customer with those fields (the type-ahead's chosen customer;
 *                        its search reads GET /?q=)
 *   POST   /      -> 201 the new customer: by default without a password, mailed a 72-hour
 *                    single-use link to set one; with `sendAccessLink: false` the password typed
 *                    in `passwordHash` is hashed (customer policy: 10+ characters, not common)
 *   POST   /{id}/access-link -> a new link mailed to the customer (older ones stop working; at
 *                    most 3 an hour, reset mails included: 409 beyond; 409 for a deactivated one)
 *   PATCH  /:id   -> the customer with the fields sent changed; a blank password keeps the old
 *                    one; deactivation or a new password ends the customer's sessions
 *   DELETE /:id   -> 204, and the customer's sessions end
 *   /:id/services -> features/customer-services/api/admin.ts
 *   /:id/page, /:id/notes -> ./customer-page.ts (the customer's page, decision 069)
 * An e-mail already used by another customer: 409 (a DomainError of customers.server.ts).
 */
export function adminCustomerRoutes(deps: Deps) {
  const { db, env, mail } = deps;
  const mailContext = async () => ({
    siteUrl: env.siteUrl,
    brand: (await getSiteSettings(db)).site_name.trim() || "Scaligera Digital",
  });
  return crudRoutes(db, {
    table: customerUsers,
    tag: "Clienti",
    one: "un cliente",
    item: adminCustomerSchema,
    body: createSchema,
    changeBody: updateSchema,
    notFound: customerMessages.notFound,
    update: "patch",
    list: pagedList(customerListQuery, listCustomerPage),
    create: async (tx, input) => {
      const created = await createCustomer(tx, input, await mailContext());
      mail.kick();
      return created;
    },
    change: updateCustomer,
    remove: deleteCustomer,
  })
    .route("/", customerReadRoutes(deps))
    .openapi(
      route.post(
        "/{id}/access-link",
        "Invia al cliente un link per impostare la password (i precedenti non valgono più)",
        {
          request: { params: idParam(customerMessages.notFound) },
          responses: {
            200: jsonAnswer(adminCustomerSchema, "Il cliente a cui è stato inviato il link"),
            409: errorAnswer("Cliente disattivato, o già 3 link inviati nell'ultima ora"),
          },
        },
      ),
      async (c) => {
        const sent = await sendAccessLink(db, c.req.valid("param").id, await mailContext());
        if (sent) mail.kick();
        return foundOr404(c, sent, customerMessages.notFound);
      },
    )
    .route("/", adminCustomerServiceRoutes(deps))
    .route("/", customerPageRoutes(deps));
}

/** The columns of the customers' CSV export. */
const customerCsv: CsvColumn<CustomerRow>[] = [
  { header: "Cognome", value: (row) => row.lastName },
  { header: "Nome", value: (row) => row.firstName },
  { header: "Email", value: (row) => row.email },
  { header: "Azienda", value: (row) => row.companyName },
  { header: "Partita IVA", value: (row) => row.vatNumber },
  { header: "Telefono", value: (row) => row.phone },
  { header: "Indirizzo", value: (row) => row.address },
  { header: "Attivo", value: (row) => row.isActive },
  {
    header: "Ultimo accesso",
    value: (row) => row.lastLogin && formatCompactDateTime(row.lastLogin),
  },
  { header: "Creato il", value: (row) => formatCompactDateTime(row.createdAt) },
];

const customerOptionSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  email: z.string(),
  isActive: z.boolean(),
});

/** GET /export.csv (the list's customers as CSV) and GET /options (every customer, for pickers). */
function customerReadRoutes({ db }: Deps) {
  return apiRoutes()
    .openapi(
      route.get(
        "/options",
        "Tutti i clienti con i soli campi per sceglierli (destinatari, filtri)",
        { responses: { 200: jsonAnswer(customerOptionSchema.array(), "I clienti") } },
      ),
      async (c) => c.json(await listCustomerOptions(db), 200),
    )
    .openapi(
      route.get(
        "/options/{id}",
        "Un cliente con i soli campi per sceglierlo (il cliente scelto di una ricerca)",
        {
          request: { params: idParam(customerMessages.notFound) },
          responses: { 200: jsonAnswer(customerOptionSchema, "Il cliente") },
        },
      ),
      async (c) => {
        const customer = await getCustomerOption(db, c.req.valid("param").id);
        return foundOr404(c, customer, customerMessages.notFound);
      },
    )
    .openapi(
      route.csv(
        "/export.csv",
        "I clienti della ricerca e del filtro come file CSV (UTF-8, separatore ;)",
        customerListQuery,
      ),
      csvExport(db, "clienti", customerCsv, listCustomersForExport),
    );
}
