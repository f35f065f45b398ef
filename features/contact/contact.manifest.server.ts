import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { subject } from "#features/personal-data/personal-data-tables";
import * as tables from "./contact.table";
import { contactRoutes } from "./api/public";
import { adminContactRoutes } from "./api/admin";

/** The contact form's messages (decision 055). */
export const contactServer = defineServerEntity({
  id: "contact",
  tables,
  public: { "/contact": { routes: contactRoutes } },
  admin: { "/contacts": { area: "contacts", routes: adminContactRoutes } },
  logged: { contacts: { table: tables.contactMessages } },
  personalData: { contact_messages: subject("messaggi-contatto") },
});
