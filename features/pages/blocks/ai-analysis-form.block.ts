import { z } from "#kit/lib/zod";
import { defineBlock, iconName, itemList, line, paragraph } from "./block-kit";
import { optionalText, tooLong } from "../../shared/text-fields";

const check = z.object({
  icon: iconName,
  title: line("Titolo del controllo", 120),
  text: paragraph("Testo del controllo", 400),
});

/**
 * What the free analysis checks, beside its request form (the form itself is fixed). The form's
 * place in the page is fixed too (`#richiesta-analisi`, `analysisFormAnchor`): it was a field
 * once, and data stored with that `anchor` key still parses (the object drops unknown keys).
 */
export const aiAnalysisFormBlock = defineBlock({
  type: "ai-analysis-form",
  label: "Modulo dell'analisi gratuita",
  description: "L'elenco dei controlli dell'analisi e, accanto, il modulo per richiederla.",
  interactive: true,
  onlyAt: "/analisi-sito-ai",
  schema: z.object({
    checksTitle: line("Titolo dei controlli", 120),
    checks: itemList(check, "Controlli", 12),
    formTitle: line("Titolo del modulo", 120),
    formText: optionalText(400, tooLong("Testo del modulo", 400), { multiline: true }),
  }),
  fields: {
    checksTitle: "Titolo dei controlli",
    checks: "Controlli",
    "checks.icon": "Icona",
    "checks.title": "Titolo",
    "checks.text": "Testo",
    formTitle: "Titolo del modulo",
    formText: "Testo del modulo",
  },
  create: () => ({ checksTitle: "Cosa controlliamo", formTitle: "Richiedi la tua analisi" }),
  prepare: (data, context) => ({
    ...data,
    checks: data.checks.map((item) => ({ ...item, icon: context.icon(item.icon) })),
  }),
});
