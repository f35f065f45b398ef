import { z } from "#kit/lib/zod";
import {
  defineBlock,
  line,
  optionalLine,
  sectionTones,
  choice,
  sectionToneLabels,
} from "./block-kit";
import { optionalText, tooLong } from "../../shared/text-fields";

/** The logos of the clients marked 'in evidenza' in Catalogo, each linking to its website. */
export const clientLogosBlock = defineBlock({
  type: "client-logos",
  label: "Loghi dei clienti",
  description:
    "I loghi dei clienti segnati «in evidenza» nel catalogo, ciascuno con il collegamento al suo sito.",
  schema: z.object({
    title: line("Titolo della sezione", 160),
    lead: optionalText(600, tooLong("Introduzione", 600), { multiline: true }),
    emptyText: optionalLine("Testo senza clienti", 200),
    tone: choice(sectionTones, sectionToneLabels).default("white"),
  }),
  fields: {
    title: "Titolo della sezione",
    lead: "Introduzione",
    emptyText: "Testo quando nessun cliente è in evidenza",
    tone: "Sfondo",
  },
  create: () => ({
    title: "Hanno scelto di lavorare con noi",
    emptyText: "Nessun cliente disponibile",
  }),
  prepare: async (data, context) => ({ ...data, clients: await context.featuredClients() }),
});
