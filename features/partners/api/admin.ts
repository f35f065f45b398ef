import { certifiedPartners } from "#db/schema";
import type { Deps } from "#server/context";
import { crudRoutes, pagedList } from "#server/http/crud-routes";
import { partnerMessages, partnerRecordSchema, partnerSchema } from "../partners.schema";
import {
  createPartner,
  deletePartner,
  listPartnerPage,
  partnerListQuery,
  updatePartner,
} from "../partners.server";

/**
 * /api/admin/certified-partners (behind requireAdmin): create, replace and delete a partner
 * (benefits as a list or comma-separated text), and the paged list of every partner (decision
 * 023); the public GET /api/certified-partners is unchanged.
 */
export function adminPartnerRoutes({ db }: Deps) {
  return crudRoutes(db, {
    table: certifiedPartners,
    tag: "Partner certificati",
    one: "un partner",
    item: partnerRecordSchema,
    body: partnerSchema,
    notFound: partnerMessages.notFound,
    update: "put",
    list: pagedList(partnerListQuery, listPartnerPage),
    create: createPartner,
    change: updatePartner,
    remove: deletePartner,
  });
}
