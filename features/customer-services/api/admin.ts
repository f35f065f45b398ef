import { Hono, type Context } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { readJsonBody, validationError } from "#server/http/json-body";
import { routeId } from "#server/http/route-params";
import { customerMessages } from "#features/customers/customers.schema";
import {
  assignServiceSchema,
  customerServiceMessages,
  updateServiceSchema,
} from "../customer-services.schema";
import {
  assignService,
  listCustomerServices,
  ServiceRuleError,
  updateService,
} from "../customer-services.server";

/** 400 in the shape of validationError for a rule checked against the database. */
function ruleError(c: Context<AppEnv>, error: ServiceRuleError) {
  return c.json(
    { message: error.message, issues: [{ path: error.path, message: error.message }] },
    400,
  );
}

/**
 * A customer's services (back-office.md section 7 "Customers"), mounted under /customers:
 *   GET  /:id/services             -> the customer's services with template name and type
 *   POST /:id/services             -> 201 the new assignment (payload templateId, serviceName,
 *                                     description, customPrice, startDate, expiryDate,
 *                                     hoursRemaining, isRecurring, status)
 *   PUT  /:id/services/:serviceId  -> the updated service; a service of another customer: 404
 */
export function adminCustomerServiceRoutes({ db }: Deps) {
  const customerNotFound = { message: customerMessages.notFound };
  const serviceNotFound = { message: customerServiceMessages.notFound };
  return new Hono<AppEnv>()
    .get("/:id/services", async (c) => {
      const id = routeId(c);
      const services = id === null ? null : await listCustomerServices(db, id);
      return services ? c.json(services) : c.json(customerNotFound, 404);
    })
    .post("/:id/services", async (c) => {
      const id = routeId(c);
      if (id === null) return c.json(customerNotFound, 404);
      const body = await readJsonBody(c);
      if (!body.ok) return body.response;
      const parsed = assignServiceSchema.safeParse(body.value);
      if (!parsed.success) return validationError(c, parsed.error);
      try {
        const row = await assignService(db, id, parsed.data);
        return row ? c.json(row, 201) : c.json(customerNotFound, 404);
      } catch (error) {
        if (error instanceof ServiceRuleError) return ruleError(c, error);
        throw error;
      }
    })
    .put("/:id/services/:serviceId", async (c) => {
      const id = routeId(c);
      const serviceId = routeId(c, "serviceId");
      if (id === null || serviceId === null) return c.json(serviceNotFound, 404);
      const body = await readJsonBody(c);
      if (!body.ok) return body.response;
      const parsed = updateServiceSchema.safeParse(body.value);
      if (!parsed.success) return validationError(c, parsed.error);
      try {
        const row = await updateService(db, id, serviceId, parsed.data);
        return row ? c.json(row) : c.json(serviceNotFound, 404);
      } catch (error) {
        if (error instanceof ServiceRuleError) return ruleError(c, error);
        throw error;
      }
    });
}
