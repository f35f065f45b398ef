import { z } from "#kit/lib/zod";
import { defineBlock, itemList, line, optionalLine } from "./block-kit";
import { richText } from "./content-kit";

const section = z.object({
  title: line("Titolo della sezione", 160),
  bodyHtml: richText("Testo della sezione"),
  contacts: z.boolean().default(false),
  contactsSubject: optionalLine("Oggetto dell'e-mail", 80),
});

/**
 * A legal text in sections (notes, statements): optionally numbered with an index, the
 * company's data written as `{azienda}`, `{partita_iva}`... and its contact card where asked.
 */
export const legalTextBlock = defineBlock({
  type: "legal-text",
  label: "Testo legale",
  // Its index scrolls smoothly to a section within the hydrated page (navigation-scroll.spec).
  interactive: true,
  description:
    "Un testo legale in sezioni, numerate con indice se vuoi; i dati dell'azienda si scrivono come {azienda}, {indirizzo}, {partita_iva} e restano aggiornati dalle Impostazioni.",
  schema: z.object({
    numbered: z.boolean().default(false),
    indexTitle: optionalLine("Titolo dell'indice", 80),
    sections: itemList(section, "Sezioni", 40),
  }),
  fields: {
    numbered: "Sezioni numerate",
    indexTitle: "Titolo dell'indice (solo con sezioni numerate)",
    sections: "Sezioni",
    "sections.title": "Titolo",
    "sections.bodyHtml": "Testo",
    "sections.contacts": "Con i recapiti dell'azienda in fondo",
    "sections.contactsSubject": "Oggetto dell'e-mail dei recapiti",
  },
  create: () => ({
    numbered: true,
    indexTitle: "Indice",
    sections: [{ title: "Titolare del sito", bodyHtml: "<p>Il sito è gestito da {azienda}.</p>" }],
  }),
});
