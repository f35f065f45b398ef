import type { CannedRepliesRecord } from "../canned-replies.schema";
import type { TableSpec } from "#kit/admin/entity-table";

/** The first words of a reply's text, for the table. */
const opening = (body: string) => (body.length > 90 ? `${body.slice(0, 90).trimEnd()}…` : body);

/** The tab's table: title and the start of the text. */
export const cannedRepliesTable: TableSpec<CannedRepliesRecord> = {
  caption: "Risposte predefinite",
  rowTestId: "canned-replies-row",
  columns: [
    { header: "Titolo", sort: "title", cell: (item) => item.title },
    { header: "Testo", cell: (item) => opening(item.body) },
  ],
  actions: { name: (item) => item.title },
};
