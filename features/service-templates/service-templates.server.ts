import { asc, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "#db/client";
import { deleteById, insertRow, updateById } from "#db/rows";
import { activeStatusParam, listQuery } from "#server/http/list-query";
import { activeStatusWhere, ownColumns, tablePage, tableList } from "#db/list-query";
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
  return insertRow(db, serviceTemplates, input);
}

/** Updates the given fields (no amount: no period either); null when the template does not exist. */
export async function updateServiceTemplate(
  db: Database,
  id: number,
  changes: Partial<ServiceTemplateInput>,
): Promise<ServiceTemplateRow | null> {
  return updateById(db, serviceTemplates, id, {
    ...changes,
    ...(changes.basePrice === null ? { basePricePeriod: null } : {}),
    updatedAt: new Date(),
  });
}

/**
 * Deletes a template; the services already assigned from it stay with the customers (their
 * template_id becomes null through the foreign key). False when it did not exist.
 */
export async function deleteServiceTemplate(db: Database, id: number): Promise<boolean> {
  return deleteById(db, serviceTemplates, id);
}

const t = serviceTemplates;
const templateList = tableList({
  search: [t.name, t.description],
  columns: ownColumns(t, ["name", "category", "type", "basePrice", "isActive"]),
  defaults: [asc(t.sortOrder), asc(t.name), asc(t.id)],
});

/** The catalogue list's query (decision 023), with `?status=active|inactive`. */
export const templateListQuery = listQuery(templateList, {
  status: activeStatusParam,
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
    activeStatusWhere(t.isActive, params.status),
  );
