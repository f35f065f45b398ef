import { rowVersions } from "#features/versions/versioned-entity.server";
import { guides } from "./guides.table";
import { guideRecordSchema, guideSchema } from "./guides.schema";
import { updateGuide } from "./guides-admin.server";

/**
 * The versions of the knowledge base's guides (decision 063): every save of the dialog is one;
 * a restore brings back the title, summary, body, category and order and keeps the publication
 * as it is, so the owner publishes the restored words.
 */
export const guideVersions = rowVersions({
  entity: "guides",
  tag: "Guide",
  notFound: "Guida non trovata",
  item: guideRecordSchema,
  table: guides,
  schema: guideSchema,
  kept: ["published"],
  published: (row) => row.published === true,
  write: updateGuide,
});
