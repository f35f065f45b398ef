import { BookOpen, FolderTree } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";

/** The knowledge base (decision 065): guides and their categories, two tabs of the content group. */
export const guidesManifest = defineEntity({
  id: "guides",
  areas: { guides: "content", "guide-categories": "content" },
  tabs: [
    {
      id: "guides",
      label: "Guide",
      icon: BookOpen,
      group: "content",
      api: "/guides",
      component: { file: "admin/guides-tab.tsx", name: "GuidesTab" },
    },
    {
      id: "guide-categories",
      label: "Categorie guide",
      icon: FolderTree,
      group: "content",
      api: "/guide-categories",
      component: { file: "admin/guide-categories-tab.tsx", name: "GuideCategoriesTab" },
    },
  ],
  activity: {
    guides: {
      label: "Guide",
      fields: {
        slug: "Indirizzo",
        title: "Titolo",
        summary: "Riassunto",
        body: "Testo",
        categoryId: { label: "Categoria", kind: "ref" },
        sortOrder: "Ordine",
        published: "Pubblicata",
      },
    },
    "guide-categories": {
      label: "Categorie delle guide",
      fields: {
        name: "Nome",
        slug: "Indirizzo",
        description: "Descrizione",
        sortOrder: "Ordine",
      },
    },
  },
});
