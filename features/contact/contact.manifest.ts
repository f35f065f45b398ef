import { Mail } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";

/** The contact form's messages, the 'Contatti' tab (decision 055). */
export const contactManifest = defineEntity({
  id: "contact",
  areas: { contacts: "customers" },
  tabs: [
    {
      id: "contacts",
      label: "Contatti",
      icon: Mail,
      group: "customers",
      api: "/contacts",
      component: { file: "admin/contacts-tab.tsx", name: "ContactsTab" },
    },
  ],
  activity: {
    contacts: {
      label: "Contatti",
      fields: {
        submissionKey: "Chiave dell'invio",
        name: "Nome",
        email: "E-mail",
        company: "Azienda",
        budget: "Budget",
        message: "Messaggio",
        isRead: "Letto",
      },
    },
  },
});
