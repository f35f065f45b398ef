import type { Deps } from "#server/context";
import {
  apiRoutes,
  errorAnswer,
  idParam,
  idSchema,
  jsonAnswer,
  jsonBody,
  noContent,
  routeKit,
  foundOr404,
  noContentOr404,
} from "#server/http/openapi";
import { listPage } from "#server/http/list-query";
import { z } from "#kit/lib/zod";
import { customerMessages } from "#features/customers/customers.schema";
import {
  adminCustomerServiceSchema,
  assignServiceSchema,
  customerServiceMessages,
  updateServiceSchema,
} from "../customer-services.schema";
import {
  assignService,
  assignmentListQuery,
  deleteService,
  listAssignmentPage,
  listCustomerServices,
  updateService,
} from "../customer-services.server";
import { noteChange, withChange } from "#features/activity/activity.server";
import { readRow } from "#db/rows";
import { customerServices } from "../customer-services.table";
import { ASSIGNMENT_ENTITY } from "../customer-service-values";

/** An assignment in the list of every customer's services: the service and its customer. */
const assignmentSchema = adminCustomerServiceSchema.extend({
  customerName: z.string(),
  customerEmail: z.string(),
});

const route = routeKit(["Clienti"]);

/**
 * A customer's services (../shared/spec/back-office.md §7 "Customers"), mounted under /customers:
 *   GET  /services?q=&sort=&dir=&page=&customerId=&status=&expiring=30
 *                                  -> one page of every customer's services (decision 023),
 *                                     soonest expiry first unless sorted
 *   GET  /:id/services             -> the customer's services with template name and type
 *   POST /:id/services             -> 201 the new assignment (payload templateId, serviceName,
 *                                     description, customPrice, startDate, expiryDate,
 *                                     hoursRemaining, isRecurring, status)
 *   PUT  /:id/services/:serviceId  -> the updated service; a service of another customer: 404
 *   DELETE /:id/services/:serviceId -> 204; 409 when tickets or requests name the service (it
 *                                     can only be cancelled: status cancelled through PUT)
 * A rule checked against the database (template missing, hours on a non-hourly service) is a
 * DomainError: 400 with the field named.
 */
export function adminCustomerServiceRoutes({ db }: Deps) {
  const customerParams = idParam(customerMessages.notFound);
  const service = jsonAnswer(adminCustomerServiceSchema, "Il servizio del cliente");
  const serviceParams = z.object({
    id: idSchema(customerServiceMessages.notFound),
    serviceId: idSchema(customerServiceMessages.notFound),
  });
  // An assignment as stored, before and after a write: logged as its own entity, not as the
  // customer of the path (decision 032), so its dialog shows its history.
  const stored = (serviceId: number) => ({
    entity: ASSIGNMENT_ENTITY,
    entityId: serviceId,
    read: () => readRow(db, customerServices, serviceId),
  });
  return apiRoutes()
    .openapi(
      route.list(
        "/services",
        "I servizi di tutti i clienti (ricerca, filtri, ordinamento, 25 per pagina)",
        { query: assignmentListQuery, item: assignmentSchema, page: "Una pagina di servizi" },
      ),
      listPage(db, listAssignmentPage),
    )
    .openapi(
      route.get("/{id}/services", "I servizi di un cliente", {
        request: { params: customerParams },
        responses: { 200: jsonAnswer(adminCustomerServiceSchema.array(), "I servizi") },
      }),
      async (c) => {
        const services = await listCustomerServices(db, c.req.valid("param").id);
        return foundOr404(c, services, customerMessages.notFound);
      },
    )
    .openapi(
      route.post("/{id}/services", "Assegna un servizio da un modello del catalogo", {
        request: { params: customerParams, ...jsonBody(assignServiceSchema) },
        responses: { 201: service },
      }),
      async (c) => {
        const row = await assignService(db, c.req.valid("param").id, c.req.valid("json"));
        if (row) {
          const after = await readRow(db, customerServices, row.id);
          noteChange({ entity: ASSIGNMENT_ENTITY, action: "create", before: null, after });
        }
        return foundOr404(c, row, customerMessages.notFound, 201);
      },
    )
    .openapi(
      route.put("/{id}/services/{serviceId}", "Modifica un servizio del cliente", {
        request: { params: serviceParams, ...jsonBody(updateServiceSchema) },
        responses: { 200: service },
      }),
      async (c) => {
        const { id, serviceId } = c.req.valid("param");
        const row = await withChange({ ...stored(serviceId), action: "update" }, () =>
          updateService(db, id, serviceId, c.req.valid("json")),
        );
        return foundOr404(c, row, customerServiceMessages.notFound);
      },
    )
    .openapi(
      route.delete(
        "/{id}/services/{serviceId}",
        "Elimina un servizio assegnato per errore (senza ticket né richieste)",
        {
          request: { params: serviceParams },
          responses: {
            ...noContent,
            409: errorAnswer("Il servizio ha ticket o richieste: si può solo annullare"),
          },
        },
      ),
      async (c) => {
        const { id, serviceId } = c.req.valid("param");
        const deleted = await withChange(stored(serviceId), () => deleteService(db, id, serviceId));
        return noContentOr404(c, deleted, customerServiceMessages.notFound);
      },
    );
}
