import type { PageMetaTable } from "./types";

/** Metadata of /contatti (../shared/spec/public-site.md §2 "Page metadata"). */
export const contactPages: PageMetaTable = {
  "/contatti": {
    title: "Contatti",
    description:
      "Scrivici o chiamaci per un preventivo gratuito: rispondiamo entro 24 ore. Qui trovi indirizzo della sede, telefoni, e-mail e orari.",
    keywords: [
      "contatti",
      "preventivo gratuito",
      "software house Verona",
      "richiesta informazioni",
    ],
    type: "WebPage",
  },
};
