import { Newspaper } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";
import { blogCategoryLabels } from "./blog-categories";

/** The blog's articles (decision 055). */
export const blogManifest = defineEntity({
  id: "blog",
  areas: { blog: "content" },
  tabs: [
    {
      id: "blog",
      label: "Blog",
      icon: Newspaper,
      group: "content",
      api: "/blog",
      component: { file: "admin/blog-tab.tsx", name: "BlogTab" },
    },
  ],
  activity: {
    blog: {
      label: "Articoli del blog",
      fields: {
        slug: "Slug",
        title: "Titolo",
        excerpt: "Estratto",
        content: "Contenuto",
        category: { label: "Categoria", values: blogCategoryLabels },
        tags: "Tag",
        imageUrl: "Immagine in evidenza",
        author: "Autore",
        published: "Pubblicato",
        publishedAt: "Data e ora di pubblicazione",
      },
    },
  },
});
