import { z } from "#kit/lib/zod";
import { defineBlock, itemList, line, linkTarget, optionalLine, paragraph } from "./block-kit";
import { notFoundDefaults } from "./not-found-defaults";

const link = z.object({ label: line("Testo del collegamento", 60), to: linkTarget() });

/**
 * What a visitor reads at an address with no page (decision 057): the 404 page's block. The
 * system page /404 holds it; every 'not found' answer of the site draws it.
 */
export const notFoundBlock = defineBlock({
  type: "not-found",
  label: "Pagina non trovata",
  description:
    "Il messaggio di un indirizzo inesistente, con i collegamenti da cui ripartire (la pagina /404).",
  schema: z.object({
    code: optionalLine("Codice grande", 10),
    title: line("Titolo", 160),
    text: paragraph("Testo", 600)
      .nullish()
      .transform((value) => value ?? null),
    linksLabel: line("Nome dell'elenco per i lettori di schermo", 80),
    links: itemList(link, "Collegamenti", 8),
  }),
  fields: {
    code: "Codice grande",
    title: "Titolo",
    text: "Testo",
    linksLabel: "Nome dell'elenco per i lettori di schermo",
    links: "Collegamenti",
    "links.label": "Testo",
    "links.to": "Dove porta",
  },
  create: () => structuredClone(notFoundDefaults),
});
