import { schemaResolver } from "#kit/lib/schema-resolver";
import { acceptInvitationFormSchema } from "../admin-users.schema";

/** The rules of the invitation page's form (zod): loaded with its first validation. */
export const acceptInvitationResolver = schemaResolver(acceptInvitationFormSchema);
