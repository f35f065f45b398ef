import { schemaResolver } from "#app/lib/schema-resolver";
import { customerLoginSchema } from "#features/auth/auth.schema";

/** The customer sign-in form's rules; use-customer-login.ts loads this module on demand. */
export const customerLoginResolver = schemaResolver(customerLoginSchema);
