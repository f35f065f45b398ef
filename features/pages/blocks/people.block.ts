import { z } from "#kit/lib/zod";
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

/** The colour of a person's initials, usually one per area of the company. */
export const avatarColours = [
  "brand-dark",
  "brand",
  "fuchsia",
  "teal",
  "amber",
  "emerald",
] as const;
export const avatarColourLabels: Record<(typeof avatarColours)[number], string> = {
  "brand-dark": "Blu scuro",
  brand: "Blu",
  fuchsia: "Fucsia",
  teal: "Verde acqua",
  amber: "Ambra",
  emerald: "Smeraldo",
};

const person = z.object({
  name: line("Nome", 80),
  role: line("Ruolo", 120),
  area: optionalLine("Area", 60),
  colour: choice(avatarColours, avatarColourLabels).default("brand"),
  bio: paragraph("Presentazione", 600),
});

/** People as cards with their initials (the team). */
export const peopleBlock = defineBlock({
  type: "people",
  label: "Persone",
  description:
    "Le persone del team: iniziali colorate, nome, ruolo, area e una breve presentazione.",
  schema: z.object({ ...sectionFields, people: itemList(person, "Persone", 40) }),
  fields: {
    ...sectionFieldLabels,
    people: "Persone",
    "people.name": "Nome e cognome",
    "people.role": "Ruolo",
    "people.area": "Area",
    "people.colour": "Colore delle iniziali",
    "people.bio": "Presentazione",
  },
  create: () => ({
    title: "Chi lavora ai tuoi progetti",
    people: [{ name: "Nome Cognome", role: "Ruolo", bio: "Una breve presentazione." }],
  }),
});
