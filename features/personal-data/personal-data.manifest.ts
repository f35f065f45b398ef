import { ShieldCheck } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";

/** The personal-data requests, the 'Dati personali' tab (decision 055). */
export const personalDataManifest = defineEntity({
  id: "personal-data",
  areas: { "personal-data": "admin" },
  tabs: [
    {
      id: "personal-data",
      label: "Dati personali",
      icon: ShieldCheck,
      group: "admin",
      api: "/personal-data",
      component: { file: "admin/personal-data-tab.tsx", name: "PersonalDataTab" },
    },
  ],
  activity: {
    "personal-data": {
      label: "Dati personali",
      fields: { email: "E-mail" },
      targets: { erase: "cancellazione", export: "esportazione" },
    },
  },
});
