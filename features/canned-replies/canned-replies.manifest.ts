import { MessageSquareText } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";

/**
 * Risposte predefinite (decision 068): the support staff's saved answers, managed by who
 * answers tickets (area of the 'customers' roles: Amministratore and Assistenza).
 */
export const cannedRepliesManifest = defineEntity({
  id: "canned-replies",
  areas: { "canned-replies": "customers" },
  tabs: [
    {
      id: "canned-replies",
      label: "Risposte predefinite",
      icon: MessageSquareText,
      group: "customers",
      api: "/canned-replies",
      component: { file: "admin/canned-replies-tab.tsx", name: "CannedRepliesTab" },
    },
  ],
  activity: {
    "canned-replies": {
      label: "Risposte predefinite",
      fields: { title: "Titolo", body: "Testo" },
    },
  },
});
