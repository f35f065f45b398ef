import type { Deps } from "#server/context";
import { routeBodyLimit } from "#server/http/body-limit";
import { crudRoutes, pagedList } from "#server/http/crud-routes";
import { jsonAnswer, routeKit } from "#server/http/openapi";
import { z } from "#kit/lib/zod";
import { itemVersionRoutes } from "#features/versions/api/item-versions";
import { guideCategories, guides } from "../guides.table";
import { guideMessages, guideRecordSchema, guideSchema } from "../guides.schema";
import {
  guideCategoryMessages,
  guideCategoryRecordSchema,
  guideCategorySchema,
} from "../guide-categories.schema";
import {
  createGuide,
  createGuideCategory,
  deleteGuide,
  deleteGuideCategory,
  guideCategoryListQuery,
  guideListQuery,
  listGuideCategoryOptions,
  listGuideCategoryPage,
  listGuidePage,
  updateGuide,
  updateGuideCategory,
} from "../guides-admin.server";
import { guideVersions } from "../guides-versions.server";

/** A guide holds up to 200,000 characters of HTML, some of them multi-byte (as the blog). */
export const GUIDE_MAX_BODY_BYTES = 1024 * 1024;

/**
 * /api/admin/guides (behind requireAdmin, area 'guides'): the paged list of every guide (drafts
 * too), create, replace, delete, each save kept as a version (decision 063), and the categories
 * to choose from.
 */
export function adminGuideRoutes({ db }: Deps) {
  const route = routeKit(["Guide"]);
  return crudRoutes(db, {
    table: guides,
    tag: "Guide",
    one: "una guida",
    item: guideRecordSchema,
    body: guideSchema,
    notFound: guideMessages.notFound,
    update: "put",
    bodyLimit: routeBodyLimit(GUIDE_MAX_BODY_BYTES),
    list: pagedList(guideListQuery, listGuidePage),
    create: createGuide,
    change: updateGuide,
    remove: deleteGuide,
    onSaved: guideVersions.onSaved,
  })
    .openapi(
      route.get("/categories", "Le categorie tra cui scegliere", {
        responses: {
          200: jsonAnswer(
            z.array(z.object({ id: z.number().int(), name: z.string() })),
            "Le categorie, in ordine",
          ),
        },
      }),
      async (c) => c.json(await listGuideCategoryOptions(db), 200),
    )
    .route("/", itemVersionRoutes(db, guideVersions.versions));
}

/** /api/admin/guide-categories (area 'guide-categories'): the knowledge base's categories. */
export function adminGuideCategoryRoutes({ db }: Deps) {
  return crudRoutes(db, {
    table: guideCategories,
    tag: "Guide",
    one: "una categoria delle guide",
    item: guideCategoryRecordSchema.extend({ guides: z.number().int().optional() }),
    body: guideCategorySchema,
    notFound: guideCategoryMessages.notFound,
    update: "put",
    list: pagedList(guideCategoryListQuery, listGuideCategoryPage),
    create: createGuideCategory,
    change: updateGuideCategory,
    remove: deleteGuideCategory,
  });
}
