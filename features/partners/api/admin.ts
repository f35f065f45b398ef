import type { Deps } from "#server/context";
import { crudRoutes } from "#server/http/crud-routes";
import { partnerMessages, partnerRecordSchema, partnerSchema } from "../partners.schema";
import { createPartner, deletePartner, updatePartner } from "../partners.server";

/**
 * /api/admin/certified-partners (behind requireAdmin): create, replace and delete a partner
 * (benefits as a list or comma-separated text). The list is GET /api/certified-partners, which
 * gives an admin inactive partners too.
 */
export function adminPartnerRoutes({ db }: Deps) {
  return crudRoutes(db, {
    tag: "Partner certificati",
    one: "un partner",
    item: partnerRecordSchema,
    body: partnerSchema,
    notFound: partnerMessages.notFound,
    update: "put",
    create: createPartner,
    change: updatePartner,
    remove: deletePartner,
  });
}
