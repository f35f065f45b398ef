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
        // Entries logged before migration 0016 name the old 'urgent', now 'critical' (decision 053).
        priority: { label: "Priorità", values: { ...ticketPriorityLabels, urgent: "Critica" } },
        status: { label: "Stato", values: ticketStatusLabels },
        category: { label: "Categoria", values: ticketCategoryLabels },
        assignedToAdmin: { label: "Assegnato a", kind: "ref" },
        message: "Messaggio",
        isInternal: "Nota interna",
        attachments: "Allegati",
        closedAt: { label: "Chiuso il", kind: "day" },
        closedBy: { label: "Chiuso da", values: { customer: "Cliente", admin: "Supporto" } },
      },
    },
  },
});
