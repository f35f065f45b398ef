import { Building2 } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";
import { catalogLinkFields } from "#features/activity/activity-field-refs";

/** The clients' references, the 'Referenze' tab (decision 055). */
export const clientsManifest = defineEntity({
  id: "clients",
  areas: { clients: "content" },
  tabs: [
    {
      id: "clients",
      label: "Referenze",
      icon: Building2,
      group: "content",
      api: "/clients",
      component: { file: "admin/clients-tab.tsx", name: "ClientsTab" },
    },
  ],
  activity: { clients: { label: "Referenze", fields: catalogLinkFields } },
});
