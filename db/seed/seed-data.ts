import { z } from "#kit/lib/zod";

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
