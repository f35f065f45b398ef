import { FileText } from "lucide";
import { defineEntity, type ActivityFields } from "#features/shared/entity-manifest";

const pageFields: ActivityFields = {
  path: "Indirizzo",
  title: "Titolo",
  system: "Pagina del sito",
  draft: "Bozza",
  live: "Contenuto pubblicato",
  scheduled: "Contenuto programmato",
  scheduledAt: "Pubblicazione programmata",
  publishedAt: "Pubblicata il",
  updatedBy: "Ultima modifica di",
};

/**
 * The site's pages built from blocks (decision 057): the Redazione writes drafts (area
 * `pages`), the Amministratore publishes, withdraws and deletes them (`page-publication`).
 */
export const pagesManifest = defineEntity({
  id: "pages",
  areas: { pages: "content", "page-publication": "admin" },
  tabs: [
    {
      id: "pages",
      label: "Pagine",
      icon: FileText,
      group: "content",
      api: "/pages",
      component: { file: "admin/pages-tab.tsx", name: "PagesTab" },
    },
  ],
  activity: {
    pages: { label: "Pagine", fields: pageFields },
    "page-publication": { label: "Pubblicazione delle pagine", fields: pageFields },
  },
});
