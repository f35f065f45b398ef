import type { Resolver } from "react-hook-form";
import { schemaResolver } from "#kit/lib/schema-resolver";
import { secondStepSchema } from "../two-factor.schema";

/** The second step's rules (zod): loaded with the form's first check, used by the page action. */
export const secondStepResolver = schemaResolver(secondStepSchema) as unknown as Resolver<
  Record<string, string>
>;
