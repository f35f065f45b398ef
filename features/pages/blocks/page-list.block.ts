import { z } from "#kit/lib/zod";
import { singleLineText } from "../../shared/text-fields";
import { normalizePagePath, pagePathMessages } from "../page-paths";
import {
  defineBlock,
  optionalLine,
  sectionFieldLabels,
  sectionFields,
  type ListedPage,
  choice,
} from "./block-kit";

export const pageListStyles = ["detailed", "cards", "links"] as const;
export const pageListStyleLabels: Record<(typeof pageListStyles)[number], string> = {
  detailed: "Riquadri con i punti chiave",
  cards: "Schede",
  links: "Collegamenti in fondo alla pagina",
};

const PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,2})?$/;

/**
 * The pages published one level below a path (the services under /servizi), read when the page
 * is drawn: a page added there appears in the list, a page withdrawn leaves it. The page being
 * drawn is left out (a service's 'Altri servizi').
 */
export const pageListBlock = defineBlock({
  type: "page-list",
  label: "Elenco di pagine",
  description:
    "Le pagine pubblicate sotto un indirizzo (come i servizi sotto /servizi), con titolo, icona e riassunto di ciascuna.",
  schema: z.object({
    ...sectionFields,
    under: singleLineText({ error: pagePathMessages.required })
      .min(1, "Indirizzo delle pagine da elencare: campo obbligatorio")
      .max(200, "Indirizzo delle pagine da elencare: al massimo 200 caratteri")
      .transform(normalizePagePath)
      .refine((path) => PATH.test(path), pagePathMessages.format),
    style: choice(pageListStyles, pageListStyleLabels).default("cards"),
    linkLabel: optionalLine("Testo del collegamento", 80),
  }),
  fields: {
    ...sectionFieldLabels,
    under: "Elenca le pagine sotto l'indirizzo",
    style: "Aspetto",
    linkLabel: "Testo del collegamento di ogni pagina",
  },
  create: () => ({ title: "I nostri servizi", under: "/servizi", linkLabel: "Scopri di più" }),
  prepare: async (data, context) => ({
    ...data,
    pages: (await context.pagesUnder(data.under)).filter(
      (page: ListedPage) => page.path !== context.path,
    ),
  }),
});
