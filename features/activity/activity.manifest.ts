import { History } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";

/** The activity log, the 'Registro attività' tab (decision 055). */
export const activityManifest = defineEntity({
  id: "activity",
  areas: { activity: "admin" },
  tabs: [
    {
      id: "activity",
      label: "Registro attività",
      icon: History,
      group: "admin",
      api: "/activity",
      component: { file: "admin/activity-tab.tsx", name: "ActivityTab" },
    },
  ],
  activity: {
    activity: {
      label: "Registro attività",
      fields: {
        key: "Chiave",
        value: "Mesi di conservazione",
        type: "Tipo",
        description: "Descrizione",
        months: "Mesi di conservazione",
      },
      targets: { retention: "durata di conservazione" },
    },
    "refused-writes": { label: "Operazioni rifiutate" },
  },
});
