import type { Resolver } from "react-hook-form";
import { schemaResolver } from "#kit/lib/schema-resolver";
import { adminLoginSchema, customerLoginSchema } from "../auth.schema";
import type { SessionKind } from "../session-kinds";

/** Both forms are two text fields: the account (username or email) and the password. */
export type LoginValues = Record<string, string>;

/**
 * The sign-in forms' rules (zod): the form loads this module with its first validation, the
 * page actions use it directly.
 */
export const loginResolvers = {
  admin: schemaResolver(adminLoginSchema),
  customer: schemaResolver(customerLoginSchema),
} as unknown as Record<SessionKind, Resolver<LoginValues>>;
