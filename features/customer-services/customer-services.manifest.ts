import { ClipboardList } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";
import { customerRef } from "#features/activity/activity-field-refs";
import { pricePeriodLabels } from "#features/service-templates/price-values";
import { ASSIGNMENT_ENTITY, serviceStatusLabels } from "./customer-service-values";

/** The services assigned to customers, the 'Assegnazione Servizi' tab (decision 055). */
export const customerServicesManifest = defineEntity({
  id: "customer-services",
  areas: { "service-assignments": "customers" },
  tabs: [
    {
      id: "service-assignments",
      label: "Assegnazione Servizi",
      icon: ClipboardList,
      group: "customers",
      api: "/customers",
      component: { file: "admin/service-assignments-tab.tsx", name: "ServiceAssignmentsTab" },
    },
  ],
  activity: {
    [ASSIGNMENT_ENTITY]: {
      label: "Servizi dei clienti",
      fields: {
        customerId: customerRef,
        templateId: { label: "Modello del catalogo", kind: "ref" },
        serviceName: "Servizio",
        description: "Descrizione",
        status: { label: "Stato", values: serviceStatusLabels },
        startDate: { label: "Data di inizio", kind: "day" },
        expiryDate: { label: "Data di scadenza", kind: "day" },
        customPrice: { label: "Prezzo", kind: "money" },
        customPricePeriod: { label: "Periodo del prezzo", values: pricePeriodLabels },
        hoursRemaining: "Ore del pacchetto",
        notes: "Note",
        isRecurring: "Ricorrente",
        endsAt: { label: "Termina il", kind: "day" },
      },
    },
  },
});
