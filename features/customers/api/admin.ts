import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { onlySent, readJsonBody, validationError } from "#server/http/json-body";
import { routeId } from "#server/http/route-params";
import { customerCreateSchema, customerMessages, customerUpdateSchema } from "../customers.schema";
import {
  createCustomer,
  deleteCustomer,
  EmailTakenError,
  listCustomers,
  updateCustomer,
} from "../customers.server";
import { refuseCommonPasswords } from "#features/auth/common-passwords.server";
import { adminCustomerServiceRoutes } from "#features/customer-services/api/admin";

/** The dialog's rules plus the server-only common-password check. */
const createSchema = refuseCommonPasswords(customerCreateSchema, "passwordHash");
const updateSchema = refuseCommonPasswords(customerUpdateSchema.partial(), "passwordHash");

/**
 * Customer accounts (back-office.md section 7 "Customers"), behind requireAdmin:
 *   GET    /      -> every customer, never the password hash
 *   POST   /      -> 201 the new customer (the password typed in `passwordHash` is hashed; it
 *                    follows the customer password policy: 10+ characters, not a common one)
 *   PATCH  /:id   -> the customer with the fields sent changed; a blank password keeps the old
 *                    one; deactivation or a new password ends the customer's sessions
 *   DELETE /:id   -> 204, and the customer's sessions end
 *   /:id/services -> see ./customers-services.ts
 * An e-mail already used by another customer: 409.
 */
export function adminCustomerRoutes(deps: Deps) {
  const { db } = deps;
  const notFound = { message: customerMessages.notFound };
  const emailTaken = { message: customerMessages.emailTaken };
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listCustomers(db)))
    .post("/", async (c) => {
      const body = await readJsonBody(c);
      if (!body.ok) return body.response;
      const parsed = createSchema.safeParse(body.value);
      if (!parsed.success) return validationError(c, parsed.error);
      try {
        return c.json(await createCustomer(db, parsed.data), 201);
      } catch (error) {
        if (error instanceof EmailTakenError) return c.json(emailTaken, 409);
        throw error;
      }
    })
    .patch("/:id", async (c) => {
      const id = routeId(c);
      if (id === null) return c.json(notFound, 404);
      const body = await readJsonBody(c);
      if (!body.ok) return body.response;
      const parsed = updateSchema.safeParse(body.value);
      if (!parsed.success) return validationError(c, parsed.error);
      try {
        const row = await updateCustomer(db, id, onlySent(parsed.data, body.value));
        return row ? c.json(row) : c.json(notFound, 404);
      } catch (error) {
        if (error instanceof EmailTakenError) return c.json(emailTaken, 409);
        throw error;
      }
    })
    .delete("/:id", async (c) => {
      const id = routeId(c);
      const deleted = id !== null && (await deleteCustomer(db, id));
      return deleted ? c.body(null, 204) : c.json(notFound, 404);
    })
    .route("/", adminCustomerServiceRoutes(deps));
}
