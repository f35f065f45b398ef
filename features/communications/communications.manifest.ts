import { Megaphone } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";
import { customerRef } from "#features/activity/activity-field-refs";
import { communicationTypeLabels } from "./communication-values";

/** The communications to customers, the 'Comunicazioni' tab (decision 055). */
export const communicationsManifest = defineEntity({
  id: "communications",
  areas: { communications: "customers" },
  tabs: [
    {
      id: "communications",
      label: "Comunicazioni",
      icon: Megaphone,
      group: "customers",
      api: "/communications",
      component: { file: "admin/communications-tab.tsx", name: "CommunicationsTab" },
    },
  ],
  activity: {
    communications: {
      label: "Comunicazioni",
      fields: {
        customerId: customerRef,
        title: "Titolo",
        content: "Messaggio",
        type: { label: "Tipo", values: communicationTypeLabels },
        isRead: "Letta",
        createdByAdmin: { label: "Inviata da", kind: "ref" },
      },
    },
  },
});
