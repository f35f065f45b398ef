import type { Deps } from "#server/context";
import { crudRoutes } from "#server/http/crud-routes";
import { refuseCommonPasswords } from "#features/auth/common-passwords.server";
import { adminCustomerServiceRoutes } from "#features/customer-services/api/admin";
import {
  adminCustomerSchema,
  customerCreateSchema,
  customerMessages,
  customerUpdateSchema,
} from "../customers.schema";
import { createCustomer, deleteCustomer, listCustomers, updateCustomer } from "../customers.server";

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
 *   /:id/services -> features/customer-services/api/admin.ts
 * An e-mail already used by another customer: 409 (a DomainError of customers.server.ts).
 */
export function adminCustomerRoutes(deps: Deps) {
  return crudRoutes(deps.db, {
    tag: "Clienti",
    one: "un cliente",
    item: adminCustomerSchema,
    body: createSchema,
    changeBody: updateSchema,
    notFound: customerMessages.notFound,
    update: "patch",
    list: listCustomers,
    create: createCustomer,
    change: updateCustomer,
    remove: deleteCustomer,
  }).route("/", adminCustomerServiceRoutes(deps));
}
