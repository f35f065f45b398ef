import { z } from "#kit/lib/zod";
import {
  defineBlock,
  iconName,
  itemList,
  line,
  optionalLine,
  optionalLink,
  paragraph,
  sectionFieldLabels,
  sectionFields,
  choice,
} from "./block-kit";

/** What a channel's card ends with: a link, or the company's phones or e-mail from Impostazioni. */
export const channelContacts = ["link", "phones", "email"] as const;
export const channelContactLabels: Record<(typeof channelContacts)[number], string> = {
  link: "Un collegamento",
  phones: "I telefoni dell'azienda (da Impostazioni)",
  email: "L'e-mail dell'azienda (da Impostazioni)",
};

const channel = z
  .object({
    icon: iconName,
    title: line("Titolo del canale", 120),
    text: paragraph("Testo del canale", 600),
    contact: choice(channelContacts, channelContactLabels).default("link"),
    linkLabel: optionalLine("Testo del collegamento", 80),
    linkTo: optionalLink("Collegamento del canale"),
  })
  .refine((item) => item.contact !== "link" || (item.linkLabel && item.linkTo), {
    message: "Un canale con collegamento ha bisogno del testo e dell'indirizzo del collegamento",
    path: ["linkTo"],
  });

/** The ways to reach the company (support): phones and e-mail always those of Impostazioni. */
export const contactChannelsBlock = defineBlock({
  type: "contact-channels",
  label: "Canali di contatto",
  description:
    "Schede con icona, titolo e testo, che finiscono con un collegamento o con i telefoni o l'e-mail dell'azienda presi da Impostazioni.",
  schema: z.object({ ...sectionFields, channels: itemList(channel, "Canali", 12) }),
  fields: {
    ...sectionFieldLabels,
    channels: "Canali",
    "channels.icon": "Icona",
    "channels.title": "Titolo",
    "channels.text": "Testo",
    "channels.contact": "Che cosa mostra in fondo",
    "channels.linkLabel": "Testo del collegamento",
    "channels.linkTo": "Collegamento",
  },
  create: () => ({
    title: "Come ottenere assistenza",
    channels: [
      { icon: "phone", title: "Chiamaci", text: "Quando chiamarci.", contact: "phones" as const },
    ],
  }),
  prepare: (data, context) => ({
    ...data,
    channels: data.channels.map((item) => ({ ...item, icon: context.icon(item.icon) })),
  }),
});
