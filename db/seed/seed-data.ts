import { z } from "#features/shared/zod";
import { logoShapes } from "./art/logos";

/**
 * The records of one JSON file of demo content (db/seed/*.json), each checked against `schema`
 * when the seed is loaded: a wrong field stops the start with the file and the field named,
 * before anything is written.
 */
export function seedRecords<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
  records: unknown,
): z.output<Schema>[] {
  const result = z.array(schema).safeParse(records);
  if (!result.success) throw new Error(`db/seed/${file}: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** The wordmark drawn for a partner or a client (art/logos.ts), without the name it writes. */
export const logoSeedSchema = z.strictObject({
  color: z.string(),
  accent: z.string(),
  shape: z.enum(logoShapes),
  tagline: z.string().optional(),
});
