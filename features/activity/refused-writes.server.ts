import { sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "#db/client";
import { clientIp } from "#server/http/client-ip";
import { romeDay } from "#kit/lib/dates";
import { activityLog } from "./activity.table";

export const REFUSED_WRITES_ENTITY = "refused-writes";

const countLabel = (count: ReturnType<typeof sql>) => sql`'Operazioni rifiutate: ' || ${count}`;

/**
 * Counts a write refused (403) to the signed-in back-office user `user` (decision 043): one
 * activity-log row per user and Rome day, action "refused", its count raised by each refusal
 * (upserted), so an account probing its limits shows in 'Registro attività'.
 */
export async function countRefusedWrite(
  db: Database,
  c: Context,
  user: { id: number; name?: string | null; username: string },
) {
  const count = sql`${activityLog.count} + 1`;
  await db
    .insert(activityLog)
    .values({
      userId: user.id,
      userName: (user.name || user.username).slice(0, 200),
      entity: REFUSED_WRITES_ENTITY,
      entityId: romeDay(new Date()),
      action: "refused",
      label: "Operazioni rifiutate: 1",
      method: c.req.method,
      path: new URL(c.req.url).pathname.slice(0, 2000),
      ip: clientIp(c).slice(0, 100),
      count: 1,
    })
    .onConflictDoUpdate({
      target: [activityLog.userId, activityLog.entityId],
      targetWhere: sql`${activityLog.action} = 'refused'`,
      set: {
        count,
        label: countLabel(count),
        at: sql`now()`,
        method: c.req.method,
        path: new URL(c.req.url).pathname.slice(0, 2000),
        ip: clientIp(c).slice(0, 100),
      },
    });
}
