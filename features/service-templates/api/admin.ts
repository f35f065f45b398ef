import { serviceTemplates } from "#db/schema";
import type { Deps } from "#server/context";
import { crudRoutes, pagedList } from "#server/http/crud-routes";
import {
  serviceTemplatePatchSchema,
  serviceTemplateRecordSchema,
  serviceTemplateSchema,
} from "../service-templates.schema";
import {
  createServiceTemplate,
  deleteServiceTemplate,
  listTemplatePage,
  templateListQuery,
  updateServiceTemplate,
} from "../service-templates.server";

export const TEMPLATE_NOT_FOUND = "Servizio del catalogo non trovato";

/**
 * Service templates (../shared/spec/back-office.md §7 "Service templates"), behind requireAdmin:
 * the paged list (sort order, then name, unless sorted; decision 023), create, PATCH of the fields
 * sent, delete (services assigned from a template stay, with template_id set to null).
 */
export function adminServiceTemplateRoutes({ db }: Deps) {
  return crudRoutes(db, {
    table: serviceTemplates,
    tag: "Servizi (catalogo)",
    one: "un servizio del catalogo",
    item: serviceTemplateRecordSchema,
    body: serviceTemplateSchema,
    changeBody: serviceTemplatePatchSchema,
    notFound: TEMPLATE_NOT_FOUND,
    update: "patch",
    list: pagedList(templateListQuery, listTemplatePage),
    create: createServiceTemplate,
    change: updateServiceTemplate,
    remove: deleteServiceTemplate,
  });
}
