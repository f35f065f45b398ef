import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { subject } from "#features/personal-data/personal-data-tables";
import * as tables from "./mail.table";

/** The outbox of the mails sent (decision 055). */
export const mailServer = defineServerEntity({
  id: "mail",
  tables,
  personalData: { mail_outbox: subject("email-inviate") },
});
