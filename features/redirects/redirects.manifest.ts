import { Signpost } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";
import {
  redirectEntityLabels,
  redirectSourceLabels,
  redirectStatusLabels,
  redirectTargetKindLabels,
} from "./redirect-values";

/**
 * Redirects and the 404 log (decisions 055, 062): a tab of its own in the Amministrazione group
 * (a paged list and the log need more room than a card of Impostazioni), for the Amministratore.
 */
export const redirectsManifest = defineEntity({
  id: "redirects",
  areas: { redirects: "admin" },
  tabs: [
    {
      id: "redirects",
      label: "Reindirizzamenti",
      icon: Signpost,
      group: "admin",
      api: "/redirects",
      component: { file: "admin/redirects-tab.tsx", name: "RedirectsTab" },
    },
  ],
  activity: {
    redirects: {
      label: "Reindirizzamenti",
      fields: {
        fromPath: "Da",
        target: "A",
        targetKind: { label: "Tipo di destinazione", values: redirectTargetKindLabels },
        status: { label: "Tipo", values: redirectStatusLabels },
        source: { label: "Origine", values: redirectSourceLabels },
        entityType: { label: "Elemento", values: redirectEntityLabels },
        entityId: "Numero dell'elemento",
        hits: "Visite",
        lastHitAt: "Ultima visita",
        createdBy: "Creato da",
        force: "Conferma di coprire una pagina",
      },
      targets: { "not-found": "indirizzo del registro 404" },
    },
    "not-found-log": {
      label: "Registro 404",
      fields: {
        path: "Indirizzo",
        hits: "Richieste",
        firstAt: "Prima richiesta",
        lastAt: "Ultima richiesta",
        lastReferrer: "Ultima provenienza",
        bot: "Sonda o bot",
      },
    },
  },
});
