import { isDeepStrictEqual } from "node:util";
import type { Database } from "#db/client";
import { readRow } from "#db/rows";
import { authorOf, recordVersion, type VersionState } from "#features/versions/versions.server";
import { outdated, type VersionedEntity } from "#features/versions/versioned-entity.server";
import { pages } from "./pages.table";
import { pageInputSchema } from "./page.schema";
import { adminPageView } from "./page-views";
import { saveDraft, type PageRow } from "./pages.server";

type Admin = Parameters<typeof authorOf>[0];

/** The draft as the content of a version; published while it is what visitors see or will see. */
function stateOf(row: PageRow): VersionState {
  const content = JSON.parse(JSON.stringify(row.draft)) as VersionState["content"];
  const shown = [row.live, row.scheduled].some(
    (other) => other && isDeepStrictEqual(JSON.parse(JSON.stringify(other)), content),
  );
  return { content, published: shown };
}

const readPage = async (db: Database, id: number) =>
  (await readRow(db, pages, id)) as PageRow | null;

/**
 * The versions of the pages built from blocks (decision 063): each saved draft is one, marked
 * published when it is published (now or at a set time). A restore makes the version the draft,
 * never what visitors see: publishing stays the Amministratore's (decision 057).
 */
export const pageVersions: VersionedEntity<typeof adminPageView> = {
  entity: "pages",
  tag: "Pagine",
  notFound: "Pagina non trovata",
  item: adminPageView,
  row: (db, id) => readRow(db, pages, id),
  state: async (db, id) => {
    const row = await readPage(db, id);
    return row && stateOf(row);
  },
  restore: async (db, id, content, _current, by) => {
    const row = await readPage(db, id);
    if (!row) return null;
    const input = pageInputSchema.safeParse({ ...content, path: row.path });
    if (!input.success) throw outdated(input.error.issues[0]?.message);
    return saveDraft(db, id, input.data, by.name);
  },
};

/**
 * Keeps the page's draft as a version after a write of it (`write`: a create, a saved draft, a
 * publication), in the write's transaction; the state before is kept first for a page that had
 * no version yet. Gives back what the write gave.
 */
export async function keepPageVersion<T>(
  db: Database,
  id: number,
  admin: Admin,
  write: () => Promise<T>,
): Promise<T> {
  const row = await readPage(db, id);
  const result = await write();
  const after = result ? await readPage(db, id) : null;
  if (after) {
    const before = row && { ...stateOf(row), at: row.updatedAt };
    await recordVersion(db, {
      entity: "pages",
      itemId: id,
      ...stateOf(after),
      by: authorOf(admin),
      before,
    });
  }
  return result;
}
