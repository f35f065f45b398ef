import { z } from "#kit/lib/zod";

/**
 * A stored row as the API answers it: its serial id, its own `fields`, and the two dates every
 * entity's table keeps (`timestamps`, db/schema/columns.ts) as ISO text.
 */
export const storedRecord = <const Fields extends z.ZodRawShape>(fields: Fields) =>
  z.object({ id: z.number().int(), ...fields, createdAt: z.string(), updatedAt: z.string() });
