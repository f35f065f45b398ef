import { defineEntity } from "#features/shared/entity-manifest";

/** The renewal reminders, run from Impostazioni (decision 055). */
export const renewalsManifest = defineEntity({
  id: "renewals",
  activity: {
    "renewal-reminders": {
      label: "Promemoria di rinnovo",
      targets: { run: "invio dei promemoria" },
    },
  },
});
