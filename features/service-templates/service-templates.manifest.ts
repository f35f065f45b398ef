import { Package } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";
import { sortOrder } from "#features/activity/activity-field-refs";
import { pricePeriodLabels } from "./price-values";
import { templateCategoryLabels, templateTypeLabels } from "./template-values";

/** The services' catalogue, the 'Servizi' tab (decision 055). */
export const serviceTemplatesManifest = defineEntity({
  id: "service-templates",
  areas: { services: "content" },
  tabs: [
    {
      id: "services",
      label: "Servizi",
      icon: Package,
      group: "customers",
      api: "/service-templates",
      component: { file: "admin/services-tab.tsx", name: "ServicesTab" },
    },
  ],
  activity: {
    "service-templates": {
      label: "Servizi",
      fields: {
        name: "Nome",
        description: "Descrizione",
        category: { label: "Categoria", values: templateCategoryLabels },
        type: { label: "Tipo", values: templateTypeLabels },
        basePrice: { label: "Prezzo", kind: "money" },
        basePricePeriod: { label: "Periodo del prezzo", values: pricePeriodLabels },
        features: "Caratteristiche",
        isActive: "Attivo",
        sortOrder,
      },
    },
  },
});
