import { z } from "#kit/lib/zod";
import { requiredLine, requiredLines } from "../shared/text-fields";
import { communicationTypes } from "./communication-values";

/**
 * A message from the company to a customer (../shared/spec/back-office.md §5 "Communication": title
 * at least 5, content at least 10). Browser-safe; the back office adds the recipient.
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
  title: requiredLine(5, 255, communicationMessages.title, communicationMessages.titleTooLong),
  content: requiredLines(
    10,
    10_000,
    communicationMessages.content,
    communicationMessages.contentTooLong,
  ),
  type: z.enum(communicationTypes, { error: communicationMessages.type }).default("info"),
};

export const communicationSchema = z.object(communicationFields);
export type CommunicationInput = z.output<typeof communicationSchema>;
