import { z } from "#kit/lib/zod";
import {
  buttonFieldLabels,
  buttonList,
  defineBlock,
  iconName,
  itemList,
  line,
  linkTarget,
  optionalLine,
  paragraph,
  sectionFieldLabels,
  sectionFields,
} from "./block-kit";

const project = z.object({
  icon: iconName,
  category: line("Categoria", 60),
  name: line("Nome del progetto", 120),
  tagline: optionalLine("Frase sotto il nome", 160),
  description: paragraph("Descrizione", 800),
  technologies: itemList(z.object({ name: line("Tecnologia", 40) }), "Tecnologie", 12),
  to: linkTarget("Pagina del progetto"),
});

/** Projects in evidence: a card each (band with icon and category, words, technologies, link). */
export const featuredProjectsBlock = defineBlock({
  type: "featured-projects",
  label: "Progetti in evidenza",
  description:
    "Schede di progetti: icona e categoria, nome, descrizione, tecnologie e il collegamento al progetto.",
  schema: z.object({
    ...sectionFields,
    linkLabel: line("Testo del collegamento di ogni progetto", 60).default("Scopri il progetto"),
    projects: itemList(project, "Progetti", 9),
    buttons: buttonList(2),
  }),
  fields: {
    ...sectionFieldLabels,
    linkLabel: "Testo del collegamento di ogni progetto",
    projects: "Progetti",
    "projects.icon": "Icona",
    "projects.category": "Categoria",
    "projects.name": "Nome",
    "projects.tagline": "Frase sotto il nome",
    "projects.description": "Descrizione",
    "projects.technologies": "Tecnologie",
    "projects.technologies.name": "Tecnologia",
    "projects.to": "Pagina del progetto",
    buttons: "Pulsanti sotto i progetti",
    ...buttonFieldLabels("buttons"),
  },
  create: () => ({
    title: "Progetti in evidenza",
    projects: [
      {
        category: "Progetto",
        name: "Primo progetto",
        description: "Che cosa abbiamo fatto.",
        to: "/portfolio",
      },
    ],
  }),
  headings: (data) => [
    { level: 2, text: data.title },
    ...data.projects.map((item) => ({ level: 3, text: item.name })),
  ],
  prepare: (data, context) => ({
    ...data,
    projects: data.projects.map((item) => ({ ...item, icon: context.icon(item.icon) })),
  }),
});
