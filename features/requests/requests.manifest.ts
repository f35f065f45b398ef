import { Inbox } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";
import { customerRef, serviceRef } from "#features/activity/activity-field-refs";
import { requestStatusLabels, serviceEndingLabels } from "./request-values";

const status = { label: "Stato", values: requestStatusLabels };

/** The customers' requests, the 'Richieste' tab (decision 055). */
export const requestsManifest = defineEntity({
  id: "requests",
  areas: { requests: "customers" },
  tabs: [
    {
      id: "requests",
      label: "Richieste",
      icon: Inbox,
      group: "customers",
      api: "/info-requests",
      component: { file: "admin/requests-tab.tsx", name: "RequestsTab" },
    },
  ],
  activity: {
    "info-requests": {
      label: "Richieste di informazioni",
      fields: {
        customerId: customerRef,
        serviceId: serviceRef,
        subject: "Oggetto",
        message: "Messaggio",
        status,
        adminResponse: "Risposta",
      },
    },
    "cancellation-requests": {
      label: "Richieste di disdetta",
      fields: {
        customerId: customerRef,
        serviceId: serviceRef,
        reason: "Motivo",
        requestedDate: { label: "Data richiesta", kind: "day" },
        status,
        serviceEnds: { label: "Quando termina il servizio", values: serviceEndingLabels },
        adminNotes: "Note per il cliente",
      },
    },
    "renewal-requests": {
      label: "Richieste di rinnovo",
      fields: {
        customerId: customerRef,
        serviceId: serviceRef,
        expiryDate: { label: "Data di scadenza", kind: "day" },
        status,
        adminNotes: "Note per il cliente",
      },
    },
  },
});
