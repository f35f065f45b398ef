import { sql } from "drizzle-orm";
import { customerUsers } from "#db/schema";

/** The columns of customer_users that other features select, joined or on their own. */

/** "Nome Cognome" of the customer, computed by the database (sortable and searchable). */
export const customerName = sql<string>`${customerUsers.firstName} || ' ' || ${customerUsers.lastName}`;

/** Who a customer is (CustomerIdentity): a session's customer, a mail's recipient. */
export const customerIdentityColumns = {
  id: customerUsers.id,
  email: customerUsers.email,
  firstName: customerUsers.firstName,
  lastName: customerUsers.lastName,
};
