import { defineEntity } from "#features/shared/entity-manifest";

/** Sessions, passwords and the two-step verification of both areas (decision 055). */
export const authManifest = defineEntity({
  id: "auth",
  activity: {
    "two-factor": {
      label: "Verifica in due passaggi",
      fields: {
        required: "Verifica in due passaggi obbligatoria",
        password: "Password",
        code: "Codice",
      },
      targets: {
        setup: "nuovo segreto",
        confirm: "attivazione",
        disable: "disattivazione",
        "recovery-codes": "nuovi codici di recupero",
        policy: "obbligo per tutti gli utenti",
      },
    },
  },
});
