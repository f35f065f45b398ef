import { z } from "#kit/lib/zod";
import { ticketPriorities, ticketPriorityLabels } from "../../tickets/ticket-values";
import {
  defineBlock,
  itemList,
  line,
  optionalLine,
  paragraph,
  sectionFieldLabels,
  sectionFields,
  choice,
} from "./block-kit";

const level = z.object({
  priority: choice(ticketPriorities, ticketPriorityLabels),
  examples: paragraph("Esempi", 400),
  response: line("Presa in carico", 120),
  resolution: line("Obiettivo di risoluzione", 120),
});

/**
 * The service levels by ticket priority (support): a table whose rows name the priorities of
 * the one ticket scale (decision 053), with their badges, and a box of advice under it.
 */
export const serviceLevelsBlock = defineBlock({
  type: "service-levels",
  label: "Tempi di intervento",
  description:
    "Una tabella dei tempi di presa in carico e di risoluzione per ogni priorità dei ticket, con un riquadro di consigli.",
  schema: z.object({
    ...sectionFields,
    caption: line("Descrizione della tabella per i lettori di schermo", 200),
    levels: itemList(level, "Priorità", ticketPriorities.length),
    tipsTitle: optionalLine("Titolo dei consigli", 120),
    tipsIntro: optionalLine("Introduzione dei consigli", 300),
    tips: itemList(z.object({ text: paragraph("Consiglio", 300) }), "Consigli", 10),
  }),
  fields: {
    ...sectionFieldLabels,
    caption: "Descrizione della tabella per i lettori di schermo",
    levels: "Priorità",
    "levels.priority": "Priorità",
    "levels.examples": "Esempi",
    "levels.response": "Presa in carico",
    "levels.resolution": "Obiettivo di risoluzione",
    tipsTitle: "Titolo dei consigli",
    tipsIntro: "Introduzione dei consigli",
    tips: "Consigli",
    "tips.text": "Consiglio",
  },
  create: () => ({
    title: "Tempi di intervento per priorità",
    caption: "Tempi di presa in carico e di risoluzione per ogni priorità",
    levels: [...ticketPriorities].reverse().map((priority) => ({
      priority,
      examples: `Esempi di richieste con priorità ${ticketPriorityLabels[priority].toLowerCase()}`,
      response: "Entro 1 giorno lavorativo",
      resolution: "Entro 3 giorni lavorativi",
    })),
    tips: [],
  }),
});
