import { describe, expect, it } from "vitest";
import { getTableColumns } from "drizzle-orm";
import { serverManifests } from "#features/manifests.server";
import { activityEntityLabels, fieldShow } from "./activity-fields";

/**
 * Each entity of the log and the rows its writes diff (decision 032), plus what is sent apart,
 * as the features' server manifests declare them (`logged`, decision 055).
 */
const logged = serverManifests.flatMap((manifest) => Object.entries(manifest.logged ?? {}));

describe("the activity log's field labels", () => {
  it("reads the logged entities from the manifests", () => {
    expect(logged.map(([entity]) => entity)).toEqual(
      expect.arrayContaining(["clients", "certified-partners", "tickets", "two-factor"]),
    );
  });

  it("has an Italian label for every field any entity's writes log", () => {
    const missing = logged.flatMap(([entity, { table, sent = [] }]) =>
      [...(table ? Object.keys(getTableColumns(table)) : []), ...sent, "rows", "filters"]
        .filter((field) => !fieldShow(entity, field))
        .map((field) => `${entity}.${field}`),
    );
    expect(missing).toEqual([]);
  });

  it("has an Italian name for every admin API mount and every logged entity", () => {
    const mounts = serverManifests.flatMap((manifest) =>
      Object.keys(manifest.admin ?? {}).map((path) => path.slice(1)),
    );
    const unnamed = [...mounts, ...logged.map(([entity]) => entity)].filter(
      (entity) => !(entity in activityEntityLabels),
    );
    expect(unnamed).toEqual([]);
  });
});
