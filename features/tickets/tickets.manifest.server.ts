import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { subject } from "#features/personal-data/personal-data-tables";
import * as tables from "./tickets.table";
import { ticketRoutes } from "./api/public";
import { adminTicketRoutes } from "./api/desk";
import { customerTicketRoutes } from "./api/customer";

/** The support tickets: tables and the public, desk and customer mounts (decision 055). */
export const ticketsServer = defineServerEntity({
  id: "tickets",
  tables,
  public: { "/tickets": { routes: ticketRoutes } },
  admin: { "/tickets": { area: "tickets", routes: adminTicketRoutes } },
  customer: { "/tickets": customerTicketRoutes },
  logged: { tickets: { table: tables.customerTickets, sent: ["message", "isInternal"] } },
  personalData: {
    customer_tickets: subject("ticket"),
    ticket_messages: subject("messaggi-ticket"),
    ticket_attachments: subject("allegati-ticket"),
  },
});
