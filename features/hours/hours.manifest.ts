import { defineEntity } from "#features/shared/entity-manifest";
import { serviceRef } from "#features/activity/activity-field-refs";
import { hourMovementKindLabels } from "./hour-values";

/** The monte ore (decision 068): its area (who logs time: the ticket desk's roles), its log words. */
export const hoursManifest = defineEntity({
  id: "hours",
  areas: { hours: "customers" },
  activity: {
    hours: {
      label: "Monte ore",
      fields: {
        serviceId: serviceRef,
        ticketId: { label: "Ticket", kind: "ref" },
        kind: { label: "Tipo", values: hourMovementKindLabels },
        minutes: "Minuti",
        duration: "Durata",
        workDate: { label: "Data", kind: "day" },
        note: "Nota",
        adminId: { label: "Registrato da", kind: "ref" },
        adminName: "Registrato da",
      },
    },
  },
});
