import { downloadableSoftware } from "#db/schema";
import type { Deps } from "#server/context";
import { crudRoutes, pagedList } from "#server/http/crud-routes";
import { jsonBodyLimit } from "#server/http/json-body";
import { softwareItemSchema, softwareMessages, softwareSchema } from "../software.schema";
import {
  createSoftware,
  deleteSoftware,
  fileStillUsed,
  listSoftwarePage,
  softwareListQuery,
  updateSoftware,
} from "../software.server";
import { removeUploadedSoftware } from "../software-files.server";

/**
 * /api/admin/software (behind requireAdmin): create, replace and delete an item's metadata.
 * The paged list (decision 023) holds inactive items too; the file itself is
 * sent to POST /api/upload/software. An uploaded file that no item uses any more (after a
 * delete or a changed file) is removed from the uploads' storage.
 */
export function adminSoftwareRoutes({ db, storage }: Deps) {
  const forget = async (fileUrl: string) => {
    if (!(await fileStillUsed(db, fileUrl))) await removeUploadedSoftware(storage, fileUrl);
  };
  return crudRoutes(db, {
    table: downloadableSoftware,
    tag: "Software",
    one: "un software",
    item: softwareItemSchema,
    body: softwareSchema,
    notFound: softwareMessages.notFound,
    update: "put",
    bodyLimit: jsonBodyLimit(64),
    list: pagedList(softwareListQuery, listSoftwarePage),
    create: createSoftware,
    change: async (database, id, input) => {
      const updated = await updateSoftware(database, id, input);
      if (!updated) return null;
      if (updated.previousFileUrl !== updated.item.fileUrl) await forget(updated.previousFileUrl);
      return updated.item;
    },
    remove: async (database, id) => {
      const deleted = await deleteSoftware(database, id);
      if (!deleted) return false;
      await forget(deleted.fileUrl);
      return true;
    },
  });
}
