import { z } from "#kit/lib/zod";
import { formatLongDate } from "#kit/lib/dates";
import { defineBlock, line, optionalLine, paragraph } from "./block-kit";

/** `{oggi}` in the date line: today's date, written on the server as the page is drawn. */
const today = (text: string | null, now: Date) =>
  text && text.replaceAll("{oggi}", formatLongDate(now));

/** The heading band of a legal document (the page's h1) with the links to the others. */
export const legalHeaderBlock = defineBlock({
  type: "legal-header",
  label: "Intestazione del testo legale",
  description:
    "Il titolo di un testo legale con l'introduzione, la data di aggiornamento e i collegamenti agli altri testi legali.",
  schema: z.object({
    title: line("Titolo", 160),
    intro: paragraph("Introduzione", 600),
    updated: optionalLine("Riga dell'aggiornamento", 120),
  }),
  fields: {
    title: "Titolo",
    intro: "Introduzione",
    updated: "Riga dell'aggiornamento ({oggi} è la data del giorno)",
  },
  create: () => ({
    title: "Titolo del documento",
    intro: "A che cosa serve questo documento.",
    updated: "Ultimo aggiornamento: {oggi}",
  }),
  prepare: (data) => ({ ...data, updated: today(data.updated, new Date()) }),
});
