import { z } from "#kit/lib/zod";
import { defineBlock, line } from "./block-kit";
import { optionalText, tooLong } from "../../shared/text-fields";

/** The contact form beside the company's details (from Impostazioni); the form itself is fixed. */
export const contactFormBlock = defineBlock({
  type: "contact-form",
  label: "Modulo di contatto e recapiti",
  description: "Il modulo per scriverci e, accanto, i recapiti dell'azienda presi da Impostazioni.",
  interactive: true,
  onlyAt: "/contatti",
  schema: z.object({
    infoTitle: line("Titolo dei recapiti", 120),
    infoText: optionalText(400, tooLong("Testo dei recapiti", 400), { multiline: true }),
  }),
  fields: { infoTitle: "Titolo dei recapiti", infoText: "Testo dei recapiti" },
  create: () => ({ infoTitle: "I nostri recapiti" }),
});
