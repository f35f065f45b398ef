import { LifeBuoy } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";
import { customerRef, serviceRef } from "#features/activity/activity-field-refs";
import { ticketCategoryLabels, ticketPriorityLabels, ticketStatusLabels } from "./ticket-values";

/** The support tickets, the 'Ticket' tab (decision 055). */
export const ticketsManifest = defineEntity({
  id: "tickets",
  areas: { tickets: "customers" },
  tabs: [
    {
      id: "tickets",
      label: "Ticket",
      icon: LifeBuoy,
      group: "customers",
      api: "/tickets",
      component: { file: "admin/tickets-tab.tsx", name: "TicketsTab" },
    },
  ],
  activity: {
    tickets: {
      label: "Ticket",
      fields: {
        customerId: customerRef,
        serviceId: serviceRef,
        contactName: "Nome del contatto",
        contactEmail: "E-mail del contatto",
        title: "Oggetto",
        description: "Descrizione",
        priority: { label: "Priorità", values: ticketPriorityLabels },
        status: { label: "Stato", values: ticketStatusLabels },
        category: { label: "Categoria", values: ticketCategoryLabels },
        assignedToAdmin: { label: "Assegnato a", kind: "ref" },
        message: "Messaggio",
        isInternal: "Nota interna",
      },
    },
  },
});
