import { Layers } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";
import { sortOrder } from "#features/activity/activity-field-refs";
import { gradientColorLabels, solutionCategoryLabels } from "./solution-display";

/** The platforms' catalogue, the 'Piattaforme' tab (decision 055). */
export const solutionsManifest = defineEntity({
  id: "solutions",
  areas: { solutions: "content" },
  tabs: [
    {
      id: "solutions",
      label: "Piattaforme",
      icon: Layers,
      group: "content",
      api: "/solutions",
      component: { file: "admin/solutions-tab.tsx", name: "SolutionsTab" },
    },
  ],
  activity: {
    solutions: {
      label: "Piattaforme",
      fields: {
        name: "Nome",
        slug: "Slug",
        shortDescription: "Descrizione breve",
        longDescription: "Descrizione completa",
        heroImage: "Immagine principale",
        galleryImages: "Galleria di immagini",
        features: "Funzionalità",
        technologies: "Tecnologie",
        useCases: "Casi d'uso",
        relatedServices: "Servizi correlati",
        category: { label: "Categoria", values: solutionCategoryLabels },
        gradientColor: { label: "Colore", values: gradientColorLabels },
        published: "Pubblicata",
        featured: "In evidenza",
        sortOrder,
        metaTitle: "Titolo SEO",
        metaDescription: "Descrizione SEO",
        metaKeywords: "Parole chiave SEO",
      },
    },
  },
});
