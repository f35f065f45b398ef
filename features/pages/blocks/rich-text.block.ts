import { z } from "#kit/lib/zod";
import { choice, defineBlock, optionalLine, sectionToneLabels, sectionTones } from "./block-kit";
import { multiLineText, tooLong } from "../../shared/text-fields";

/** Free text written in the rich-text editor (sanitized on every write and read). */
export const richTextBlock = defineBlock({
  type: "rich-text",
  label: "Testo",
  description: "Paragrafi, titoli, elenchi e collegamenti scritti liberamente.",
  schema: z.object({
    title: optionalLine("Titolo della sezione", 160),
    bodyHtml: multiLineText({ error: "Testo richiesto" })
      .min(1, "Testo richiesto")
      .max(100_000, tooLong("Testo", 100_000)),
    tone: choice(sectionTones, sectionToneLabels).default("white"),
  }),
  fields: { title: "Titolo della sezione", bodyHtml: "Testo", tone: "Sfondo" },
  create: () => ({ bodyHtml: "<p>Scrivi qui il testo.</p>" }),
});
