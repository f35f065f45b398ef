import { z } from "../shared/zod";
import { multiLineText, singleLineText } from "../shared/text-fields";
import { communicationTypes } from "./communication-values";

/**
 * A message from the company to a customer (back-office.md section 5, 'Communication': title at
 * least 5, content at least 10). Browser-safe; the back office adds the recipient.
 */
export const communicationMessages = {
  title: "Titolo richiesto (minimo 5 caratteri)",
  titleTooLong: "Il titolo può contenere al massimo 255 caratteri",
  content: "Contenuto richiesto",
  contentTooLong: "Il contenuto può contenere al massimo 10.000 caratteri",
  type: "Seleziona un tipo di comunicazione",
  notFound: "Comunicazione non trovata",
} as const;

export const communicationFields = {
  title: singleLineText({ error: communicationMessages.title })
    .min(5, communicationMessages.title)
    .max(255, communicationMessages.titleTooLong),
  content: multiLineText({ error: communicationMessages.content })
    .min(10, communicationMessages.content)
    .max(10_000, communicationMessages.contentTooLong),
  type: z.enum(communicationTypes, { error: communicationMessages.type }).default("info"),
};

export const communicationSchema = z.object(communicationFields);
export type CommunicationInput = z.output<typeof communicationSchema>;
