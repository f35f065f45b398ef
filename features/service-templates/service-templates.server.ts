import { asc, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "#db/client";
import { listQuery, optionalParam, tablePage, tableList } from "#server/http/list-query";
import { z } from "../shared/zod";
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

/** Updates the given fields (no amount: no period either); null when the template does not exist. */
export async function updateServiceTemplate(
  db: Database,
  id: number,
  changes: Partial<ServiceTemplateInput>,
): Promise<ServiceTemplateRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(serviceTemplates)
      .set({
        ...changes,
        ...(changes.basePrice === null ? { basePricePeriod: null } : {}),
        updatedAt: new Date(),
      })
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

const t = serviceTemplates;
const templateList = tableList({
  search: [t.name, t.description],
  columns: {
    name: t.name,
    category: t.category,
    type: t.type,
    basePrice: t.basePrice,
    isActive: t.isActive,
  },
  defaults: [asc(t.sortOrder), asc(t.name), asc(t.id)],
});

/** The catalogue list's query (decision 023), with `?status=active|inactive`. */
export const templateListQuery = listQuery(templateList, {
  status: optionalParam(z.enum(["active", "inactive"], { error: "Stato non valido" })),
});

/** GET /api/admin/service-templates: one page, by sort order then name unless sorted. */
export const listTemplatePage = (
  db: Database,
  params: ReturnType<typeof templateListQuery.parse>,
) =>
  tablePage(
    db,
    t,
    getTableColumns(t),
    templateList,
    params,
    params.status ? eq(t.isActive, params.status === "active") : undefined,
  );
