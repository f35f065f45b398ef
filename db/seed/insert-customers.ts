import {
  customerCommunications,
  customerServices,
  customerTickets,
  customerUsers,
  ticketMessages,
} from "../schema";
import type { SeedTransaction } from "./seed-transaction";
import { customerActivity, customerSeeds, serviceDates } from "./customers";
import type { TemplateKey } from "./service-templates";

/** Demo customers with their services, messages from the company and one support ticket. */
export async function insertCustomers(
  tx: SeedTransaction,
  input: {
    now: Date;
    passwordHashes: string[];
    templateIds: Record<TemplateKey, number>;
    adminId: number;
  },
) {
  const activity = customerActivity(input.now);
  for (const [index, { services, ...customer }] of customerSeeds.entries()) {
    const [row] = await tx
      .insert(customerUsers)
      .values({ ...customer, passwordHash: input.passwordHashes[index]!, isActive: true })
      .returning({ id: customerUsers.id });
    const customerId = row!.id;

    const serviceIds = await tx
      .insert(customerServices)
      .values(
        services.map(({ template, startsIn: _s, expiresIn: _e, ...service }) => ({
          ...service,
          ...serviceDates({ template, startsIn: _s, expiresIn: _e, ...service }, input.now),
          customerId,
          templateId: input.templateIds[template],
        })),
      )
      .returning({ id: customerServices.id });

    const messages = activity.communications[customer.email] ?? [];
    if (messages.length > 0) {
      await tx
        .insert(customerCommunications)
        .values(messages.map((m) => ({ ...m, customerId, createdByAdmin: input.adminId })));
    }

    const ticket = activity.ticket;
    if (ticket.customerEmail !== customer.email) continue;
    const [ticketRow] = await tx
      .insert(customerTickets)
      .values({
        customerId,
        serviceId: serviceIds[ticket.serviceIndex]?.id ?? null,
        contactName: `${customer.firstName} ${customer.lastName}`,
        contactEmail: customer.email,
        title: ticket.title,
        description: ticket.description,
        priority: ticket.priority,
        status: ticket.status,
        category: ticket.category,
        assignedToAdmin: input.adminId,
        createdAt: ticket.createdAt,
        updatedAt: ticket.reply.createdAt,
      })
      .returning({ id: customerTickets.id });
    await tx.insert(ticketMessages).values([
      {
        ticketId: ticketRow!.id,
        authorType: "customer",
        authorId: customerId,
        message: ticket.description,
        createdAt: ticket.createdAt,
      },
      {
        ticketId: ticketRow!.id,
        authorType: "admin",
        authorId: input.adminId,
        message: ticket.reply.message,
        createdAt: ticket.reply.createdAt,
      },
    ]);
  }
}
