import { randomBytes } from "node:crypto";
import type { Database } from "#db/client";
import {
  activityLog,
  cancellationRequests,
  contactMessages,
  customerCommunications,
  customerServices,
  customerTickets,
  customerUsers,
  infoRequests,
  infoRequestMessages,
  renewalRequests,
  mailOutbox,
  passwordResetTokens,
  rateLimitCounters,
  sessions,
  trustedDevices,
  ticketAttachments,
  ticketMessages,
} from "#db/schema";
import { hourMovements } from "#features/hours/hours.table";
import { customerNotes } from "#features/customers/customer-notes.table";

/** Someone the tests seed in every table that can hold a person's data. */
export type SeedPerson = { firstName: string; lastName: string; email: string; phone: string };

const hash = () => randomBytes(32).toString("hex");
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

/**
 * One row naming `person` in every table personal-data-tables.ts classifies as `subject` (two
 * tickets: one of the account, one sent from the public form with the address only).
 */
export async function seedPersonEverywhere(db: Database, person: SeedPerson) {
  const fullName = `${person.firstName} ${person.lastName}`;
  const [customer] = await db
    .insert(customerUsers)
    .values({
      email: person.email,
      passwordHash: "!test",
      firstName: person.firstName,
      lastName: person.lastName,
      companyName: `${person.lastName} Consulenze`,
      vatNumber: "IT01234567890",
      address: `Via ${person.lastName} 3, Verona`,
      phone: person.phone,
    })
    .returning({ id: customerUsers.id });
  const customerId = customer!.id;
  const [service] = await db
    .insert(customerServices)
    .values({
      customerId,
      serviceName: "Hosting Professionale",
      description: "Hosting del sito aziendale",
      startDate: inDays(-100),
      expiryDate: inDays(265),
      notes: `Referente ${fullName}, tel. ${person.phone}`,
    })
    .returning({ id: customerServices.id });
  const [ticket] = await db
    .insert(customerTickets)
    .values({ customerId, title: "Problema con la posta", description: `Scrive ${fullName}` })
    .returning({ id: customerTickets.id });
  const [publicTicket] = await db
    .insert(customerTickets)
    .values({
      contactName: fullName,
      contactEmail: person.email.toUpperCase(),
      title: "Richiesta dal modulo pubblico",
      description: `Sono ${fullName}, richiamatemi al ${person.phone}`,
    })
    .returning({ id: customerTickets.id });
  await db.insert(ticketMessages).values([
    { ticketId: ticket!.id, authorType: "customer", authorId: customerId, message: "Grazie" },
    { ticketId: publicTicket!.id, authorType: "admin", message: `Gentile ${fullName}` },
  ]);
  await db.insert(ticketAttachments).values({
    ticketId: ticket!.id,
    fileName: `Documento di ${fullName}.pdf`,
    contentType: "application/pdf",
    size: 1234,
    storageKey: `ticket-files/${customerId}-${person.lastName.toLowerCase()}`,
  });
  await db.insert(cancellationRequests).values({
    customerId,
    serviceId: service!.id,
    reason: `Disdetta chiesta da ${fullName}`,
  });
  const [info] = await db
    .insert(infoRequests)
    .values({ customerId, subject: "Domanda", message: `Mi chiamo ${fullName}` })
    .returning({ id: infoRequests.id });
  await db.insert(infoRequestMessages).values({
    requestId: info!.id,
    authorType: "customer",
    authorId: customerId,
    message: `Risponde ${fullName}`,
  });
  await db.insert(hourMovements).values({
    serviceId: service!.id,
    ticketId: ticket!.id,
    kind: "work",
    minutes: -60,
    workDate: inDays(-1),
    note: `Intervento da ${fullName}`,
    adminName: "Tecnico",
  });
  await db.insert(renewalRequests).values({
    customerId,
    serviceId: service!.id,
    expiryDate: new Date("2027-03-31T00:00:00Z"),
  });
  const [communication] = await db
    .insert(customerCommunications)
    .values({
      customerId,
      title: "Manutenzione",
      content: `Gentile ${person.firstName}, il servizio sarà sospeso.`,
    })
    .returning({ id: customerCommunications.id });
  const [note] = await db
    .insert(customerNotes)
    .values({ customerId, authorId: 1, text: `${fullName} preferisce essere chiamato al mattino` })
    .returning({ id: customerNotes.id });
  await db.insert(contactMessages).values({
    name: fullName,
    email: person.email,
    company: `${person.lastName} Consulenze`,
    message: `Preventivo per ${fullName}`,
  });
  await db.insert(mailOutbox).values({
    to: person.email,
    subject: `Benvenuto ${fullName}`,
    text: `Ciao ${person.firstName}`,
  });
  await db.insert(activityLog).values([
    {
      userName: "admin",
      entity: "customers",
      entityId: String(customerId),
      action: "update",
      label: fullName,
      method: "PUT",
      path: `/api/admin/customers/${customerId}`,
      changes: { phone: { from: null, to: person.phone } },
      ip: "127.0.0.1",
    },
    {
      userName: "admin",
      entity: "communications",
      action: "create",
      label: "Manutenzione",
      method: "POST",
      path: "/api/admin/communications",
      changes: { recipient: { to: person.email } },
      ip: "127.0.0.1",
    },
    // The entries of the person's other records, naming them only in their values.
    ...(
      [
        ["communications", communication!.id, { content: { to: `Gentile ${fullName}` } }],
        ["info-requests", info!.id, { message: { to: `Mi chiamo ${fullName}` } }],
        ["customer-notes", note!.id, { text: { to: `${fullName} preferisce il mattino` } }],
        [
          "customer-services",
          service!.id,
          { customerId: { to: customerId }, notes: { to: `Referente ${fullName}` } },
        ],
      ] as const
    ).map(([entity, id, changes]) => ({
      userName: "admin",
      entity,
      entityId: String(id),
      action: "update",
      label: `Voce di ${person.lastName}`,
      method: "PUT",
      path: `/api/admin/${entity}/${id}`,
      changes,
      ip: "127.0.0.1",
    })),
  ]);
  await db.insert(sessions).values({
    idHash: hash(),
    kind: "customer",
    userId: customerId,
    expiresAt: inDays(1),
  });
  await db.insert(trustedDevices).values({
    tokenHash: hash(),
    kind: "customer",
    userId: customerId,
    lastSignInAt: new Date(),
    expiresAt: inDays(365),
  });
  await db.insert(passwordResetTokens).values({
    tokenHash: hash(),
    customerId,
    expiresAt: inDays(1),
  });
  await db.insert(rateLimitCounters).values({
    name: "password-reset",
    key: person.email,
    count: 1,
    lastAt: new Date(),
    expiresAt: inDays(1),
  });
  return { customerId, serviceId: service!.id };
}
