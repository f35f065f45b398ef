import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none } from "#features/personal-data/personal-data-tables";
import * as tables from "./canned-replies.table";
import { adminCannedRepliesRoutes } from "./api/admin";

/** Risposte predefinite (decision 068): table, admin mount, personal data. */
export const cannedRepliesServer = defineServerEntity({
  id: "canned-replies",
  tables,
  admin: { "/canned-replies": { area: "canned-replies", routes: adminCannedRepliesRoutes } },
  logged: { "canned-replies": { table: tables.cannedReplies } },
  personalData: {
    canned_replies: none(
      "Testi scritti dallo staff; il nome del cliente vi è inserito solo al momento della risposta.",
    ),
  },
});
