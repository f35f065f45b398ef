import { describe, expect, it } from "vitest";
import { communicationSchema } from "../communications/customer.schema";
import {
  passwordChangeFormSchema,
  passwordChangeSchema,
  profileUpdateSchema,
} from "./profile.schema";
import { cancellationRequestSchema, infoRequestSchema } from "../requests/customer.schema";
import {
  customerTicketPriorityOptions,
  customerTicketSchema,
  ticketMessageSchema,
} from "../tickets/customer.schema";
import { publicTicketPriorityOptions } from "../tickets/public.schema";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("ticket schemas", () => {
  it("accepts the data-model lists only, a blank service as none, and trims", () => {
    const parsed = customerTicketSchema.parse({
      title: "  Sito lento  ",
      description: "Il sito è lento da ieri.",
      category: "billing",
      priority: "critical",
      serviceId: "",
    });
    expect(parsed).toMatchObject({ title: "Sito lento", serviceId: null });
    expect(customerTicketSchema.parse({ ...parsed, serviceId: "12" }).serviceId).toBe(12);
    const bad = customerTicketSchema.safeParse({
      ...parsed,
      category: "feature",
      // The data model's old 'urgent' is now 'critical' (decision 053): refused, not guessed.
      priority: "urgent",
    });
    expect(messages(bad)).toEqual(["Seleziona una categoria", "Seleziona una priorità"]);
    expect(messages(customerTicketSchema.safeParse({ ...parsed, serviceId: -1 }))).toEqual([
      "Seleziona un servizio valido",
    ]);
  });

  it("offers the one priority scale in the customer's and the public form alike", () => {
    expect(customerTicketPriorityOptions).toEqual(publicTicketPriorityOptions);
    expect(customerTicketPriorityOptions.map((option) => option.label)).toEqual([
      "Bassa",
      "Media",
      "Alta",
      "Critica",
    ]);
  });

  it("requires a message", () => {
    expect(messages(ticketMessageSchema.safeParse({ message: " " }))).toEqual([
      "Messaggio richiesto",
    ]);
    expect(messages(ticketMessageSchema.safeParse({}))).toEqual(["Messaggio richiesto"]);
  });
});

describe("request schemas", () => {
  it("uses the spec's messages at the limits", () => {
    expect(infoRequestSchema.safeParse({ subject: "12345", message: "1234567890" }).success).toBe(
      true,
    );
    expect(
      messages(infoRequestSchema.safeParse({ subject: "1234", message: "123456789" })),
    ).toEqual(["Oggetto richiesto", "Messaggio richiesto"]);
    expect(
      cancellationRequestSchema.safeParse({ serviceId: 3, reason: "1234567890" }).success,
    ).toBe(true);
    expect(
      messages(cancellationRequestSchema.safeParse({ serviceId: 3, reason: "123456789" })),
    ).toEqual(["Motivo richiesto (minimo 10 caratteri)"]);
  });
});

describe("communication schema", () => {
  it("title at least 5, content at least 10 ('Contenuto richiesto'), type default info", () => {
    expect(communicationSchema.parse({ title: "Avviso", content: "Contenuto ok" }).type).toBe(
      "info",
    );
    expect(
      messages(communicationSchema.safeParse({ title: "Ciao", content: "Breve", type: "x" })),
    ).toEqual([
      "Titolo richiesto (minimo 5 caratteri)",
      "Contenuto richiesto",
      "Seleziona un tipo di comunicazione",
    ]);
  });
});

describe("profile and password schemas", () => {
  it("names at least 2 with the shared messages", () => {
    expect(messages(profileUpdateSchema.safeParse({ firstName: "A", lastName: "" }))).toEqual([
      "Nome richiesto",
      "Cognome richiesto",
    ]);
  });

  it("the new password differs from the current one and, in the form, matches the confirmation", () => {
    expect(
      messages(
        passwordChangeSchema.safeParse({
          currentPassword: "Uguale-2026",
          newPassword: "Uguale-2026",
        }),
      ),
    ).toEqual(["La nuova password deve essere diversa da quella attuale"]);
    expect(
      messages(
        passwordChangeFormSchema.safeParse({
          currentPassword: "Vecchia-2026",
          newPassword: "Nuova-2026!",
          confirmPassword: "Diversa-2026",
        }),
      ),
    ).toEqual(["Le password non corrispondono"]);
  });
});
