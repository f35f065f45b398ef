import { z } from "#kit/lib/zod";
import { activityActions, retentionLimits } from "./activity-values";

/** One entry as the API answers it (GET /api/admin/activity). */
export const activityEntrySchema = z.object({
  id: z.number().int(),
  at: z.string().describe("Istante ISO della scrittura"),
  userId: z.number().int().nullable(),
  userName: z.string(),
  entity: z.string().describe("Sezione dell'API admin, es. blog"),
  entityId: z.string().nullable(),
  action: z.enum(activityActions),
  label: z.string().nullable(),
  method: z.string(),
  path: z.string(),
  changes: z
    .record(z.string(), z.object({ from: z.unknown().optional(), to: z.unknown().optional() }))
    .nullable()
    .describe("Campi cambiati: { campo: { from, to } }; i segreti come [nascosto]"),
  ip: z.string(),
});
export type ActivityEntryRecord = z.output<typeof activityEntrySchema>;

export const activityChoicesSchema = z.object({
  users: z.string().array(),
  entities: z.string().array(),
});

const retentionMessage = `La conservazione va da ${retentionLimits.min} a ${retentionLimits.max} mesi`;

/** PUT /api/admin/activity/retention: months an entry is kept. */
export const retentionSchema = z.object({
  months: z.coerce
    .number({ error: retentionMessage })
    .int(retentionMessage)
    .min(retentionLimits.min, retentionMessage)
    .max(retentionLimits.max, retentionMessage),
});
