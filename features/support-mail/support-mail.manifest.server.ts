import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none } from "#features/personal-data/personal-data-tables";
import * as tables from "./support-mail.table";

/** The support mailbox read over IMAP (decision 067): its tables, no routes. */
export const supportMailServer = defineServerEntity({
  id: "support-mail",
  tables,
  personalData: {
    mail_in_messages: none(
      "solo l'impronta SHA-256 del Message-ID e dove è finita l'email: nessun indirizzo né testo",
    ),
    mail_in_lease: none("il turno di lettura della casella tra le istanze del sito"),
  },
});
