import { z } from "#kit/lib/zod";
import { emailAddress } from "../shared/text-fields";
import { adminRoles } from "../admin-users/admin-roles";

/**
 * Login schemas shared by the forms and the API (../shared/spec/back-office.md §5). Browser-safe:
 * no server imports here.
 */
export const adminLoginSchema = z.object({
  /** The username or the e-mail (any case) of the back-office user. */
  username: z
    .string()
    .trim()
    .min(1, "Username o email richiesti")
    .max(255, "Username o email troppo lunghi"),
  password: z.string().min(1, "Password richiesta").max(256, "Password troppo lunga"),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

export const customerLoginSchema = z.object({
  email: emailAddress("Email non valida", {}),
  password: z.string().min(1, "Password richiesta").max(256, "Password troppo lunga"),
});
export type CustomerLoginInput = z.infer<typeof customerLoginSchema>;

/** The administrator as the API and the panel see it (never the password hash). */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** The person's name ("" for an account made before names existed: show the username). */
  name: z.string(),
  email: z.string(),
  role: z.enum(adminRoles),
});
export type AdminUser = z.output<typeof adminUserSchema>;

/** The signed-in customer as the API and the customer area see them. */
export const customerIdentitySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type CustomerIdentity = z.output<typeof customerIdentitySchema>;

/** GET /api/customer/profile. */
export const customerProfileSchema = customerIdentitySchema.omit({ id: true }).extend({
  companyName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
});
export type CustomerProfile = z.output<typeof customerProfileSchema>;

/** The answers of the login endpoints, also shown by the forms. */
export * from "./auth-messages";
