import { Download } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";
import { sortOrder } from "#features/activity/activity-field-refs";
import { softwareCategoryLabels, softwarePlatformLabels } from "./software-labels";

/** The downloadable software and its file uploads (decision 055). */
export const softwareManifest = defineEntity({
  id: "software",
  areas: { software: "content" },
  tabs: [
    {
      id: "software",
      label: "Software",
      icon: Download,
      group: "content",
      api: "/software",
      component: { file: "admin/software-tab.tsx", name: "SoftwareTab" },
    },
  ],
  activity: {
    software: {
      label: "Software",
      fields: {
        name: "Nome",
        version: "Versione",
        description: "Descrizione",
        fileUrl: "File",
        fileSize: "Dimensione",
        category: { label: "Categoria", values: softwareCategoryLabels },
        platform: { label: "Piattaforma", values: softwarePlatformLabels },
        requirements: "Requisiti",
        releaseNotes: "Note di rilascio",
        sortOrder,
        isActive: "Attivo",
        downloadCount: "Download",
      },
    },
    "upload/software": { label: "Caricamento file software" },
  },
});
