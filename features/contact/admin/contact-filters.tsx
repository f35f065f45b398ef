import { categoryFilterLabels, readFilterLabels } from "../contact-inbox";
import { filterOf, ListToolbar, optionsOf } from "#kit/admin/list-toolbar";
import type { AdminList } from "#kit/admin/use-admin-list";
import { adminContactsPath } from "./use-contact-actions";

/** The options of a filter, without its "all" value (no parameter in the URL). */
const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[])
    .filter((value) => value !== "all")
    .map((value) => ({ value, label: labels[value] }));

/**
 * Search (name, email, message, company), category filter (`?category=quote|job|general`), read
 * filter (`?read=unread|read`), the sort and the CSV export of what the inbox shows.
 */
export function ContactFiltersBar({ list }: { list: AdminList }) {
  return (
    <ListToolbar
      list={list}
      label="Filtra i messaggi"
      placeholder="Nome, email, azienda o testo"
      filters={[
        filterOf("category", "Categoria", categoryFilterLabels.all, options(categoryFilterLabels)),
        filterOf("read", "Stato", readFilterLabels.all, options(readFilterLabels)),
      ]}
      sorts={optionsOf({ createdAt: "Data", name: "Nome", email: "Email", isRead: "Letto" })}
      exportPath={adminContactsPath}
    />
  );
}
