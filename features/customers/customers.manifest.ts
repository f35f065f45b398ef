import { Users } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";
import { customerRef } from "#features/activity/activity-field-refs";

/** The customers' accounts, the 'Clienti' tab (decision 055). */
export const customersManifest = defineEntity({
  id: "customers",
  areas: { customers: "customers" },
  tabs: [
    {
      id: "customers",
      label: "Clienti",
      icon: Users,
      group: "customers",
      api: "/customers",
      component: { file: "admin/customers-tab.tsx", name: "CustomersTab" },
    },
  ],
  activity: {
    customers: {
      label: "Clienti",
      fields: {
        email: "E-mail",
        passwordHash: "Password",
        firstName: "Nome",
        lastName: "Cognome",
        companyName: "Ragione sociale",
        vatNumber: "Partita IVA",
        address: "Indirizzo",
        phone: "Telefono",
        isActive: "Attivo",
        lastLogin: "Ultimo accesso",
      },
    },
    "customer-notes": {
      label: "Note interne sui clienti",
      fields: {
        customerId: customerRef,
        authorId: { label: "Autore", kind: "ref" },
        text: "Testo",
      },
    },
  },
});
