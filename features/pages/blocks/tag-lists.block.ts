import { z } from "#kit/lib/zod";
import {
  defineBlock,
  itemList,
  line,
  optionalLine,
  sectionFieldLabels,
  sectionFields,
} from "./block-kit";

const list = z.object({
  title: line("Titolo dell'elenco", 120),
  intro: optionalLine("Introduzione dell'elenco", 300),
  items: itemList(z.object({ name: line("Voce", 80) }), "Voci", 40),
});

/** Short lists of names shown as tags (a service's technologies, providers and sectors). */
export const tagListsBlock = defineBlock({
  type: "tag-lists",
  label: "Elenchi di voci",
  description: "Da uno a quattro riquadri, ciascuno con un titolo e un elenco di voci brevi.",
  schema: z.object({ ...sectionFields, lists: itemList(list, "Elenchi", 4) }),
  fields: {
    ...sectionFieldLabels,
    lists: "Elenchi",
    "lists.title": "Titolo",
    "lists.intro": "Introduzione",
    "lists.items": "Voci",
    "lists.items.name": "Voce",
  },
  create: () => ({
    title: "Tecnologie e settori",
    lists: [{ title: "Tecnologie", items: [{ name: "Prima voce" }] }],
  }),
});
