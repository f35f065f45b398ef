import { rowVersions } from "#features/versions/versioned-entity.server";
import { solutions } from "./solutions.table";
import { solutionMessages, solutionRecordSchema, solutionSchema } from "./solutions.schema";
import { updateSolution } from "./solutions.server";

/**
 * The versions of the platforms (decision 063): every save of the dialog is one; a restore brings
 * back the texts, images, lists and SEO fields and keeps the address, the publication, 'In
 * evidenza' and the position in the list as they are.
 */
export const solutionVersions = rowVersions({
  entity: "solutions",
  tag: "Piattaforme",
  notFound: solutionMessages.notFound,
  item: solutionRecordSchema,
  table: solutions,
  schema: solutionSchema,
  kept: ["slug", "published", "featured", "sortOrder"],
  published: (row) => row.published === true,
  write: updateSolution,
});
