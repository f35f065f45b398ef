import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { serviceTemplates } from "#db/schema";
import type { ServiceTemplateInput } from "./service-templates.schema";

/** Service templates of the back office (GET/POST/PATCH/DELETE /api/admin/service-templates). */
export type ServiceTemplateRow = typeof serviceTemplates.$inferSelect;

export function listServiceTemplates(db: Database): Promise<ServiceTemplateRow[]> {
  return db
    .select()
    .from(serviceTemplates)
    .orderBy(asc(serviceTemplates.sortOrder), asc(serviceTemplates.name), asc(serviceTemplates.id));
}

export async function getServiceTemplate(
  db: Database,
  id: number,
): Promise<ServiceTemplateRow | null> {
  const [row] = await db.select().from(serviceTemplates).where(eq(serviceTemplates.id, id));
  return row ?? null;
}

export async function createServiceTemplate(
  db: Database,
  input: ServiceTemplateInput,
): Promise<ServiceTemplateRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(serviceTemplates).values(input).returning();
    if (!row) throw new Error("service_templates insert returned no row");
    return row;
  });
}

/** Updates the given fields; null when the template does not exist. */
export async function updateServiceTemplate(
  db: Database,
  id: number,
  changes: Partial<ServiceTemplateInput>,
): Promise<ServiceTemplateRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(serviceTemplates)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(serviceTemplates.id, id))
      .returning();
    return row ?? null;
  });
}

/**
 * Deletes a template; the services already assigned from it stay with the customers (their
 * template_id becomes null through the foreign key). False when it did not exist.
 */
export async function deleteServiceTemplate(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(serviceTemplates)
      .where(eq(serviceTemplates.id, id))
      .returning({ id: serviceTemplates.id });
    return rows.length > 0;
  });
}
