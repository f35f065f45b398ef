import { Award } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";
import { catalogLinkFields } from "#features/activity/activity-field-refs";
import { certificationLevelLabels, partnerTypeLabels } from "./partner-values";

/** The certified partners (decision 055). */
export const partnersManifest = defineEntity({
  id: "partners",
  areas: { partners: "content" },
  tabs: [
    {
      id: "partners",
      label: "Partner Certificati",
      icon: Award,
      group: "content",
      api: "/certified-partners",
      component: { file: "admin/partners-tab.tsx", name: "PartnersTab" },
    },
  ],
  activity: {
    "certified-partners": {
      label: "Partner certificati",
      fields: {
        ...catalogLinkFields,
        description: "Descrizione",
        certificationLevel: {
          label: "Livello di certificazione",
          values: certificationLevelLabels,
        },
        partnerType: { label: "Tipo di partner", values: partnerTypeLabels },
        benefits: "Vantaggi",
        active: "Attivo",
      },
    },
  },
});
