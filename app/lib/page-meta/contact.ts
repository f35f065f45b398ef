import type { PageMetaTable } from "./types";

/** Metadata of /contatti (spec public-site, "Page metadata"). */
export const contactPages: PageMetaTable = {
  "/contatti": {
    title: "Contatti",
    description:
      "Scrivici o chiamaci per un preventivo gratuito: rispondiamo entro 24 ore. Sede vicino a Verona, aperti dal lunedì al venerdì dalle 9:00 alle 18:00.",
    keywords: [
      "contatti",
      "preventivo gratuito",
      "software house Verona",
      "richiesta informazioni",
    ],
    type: "WebPage",
  },
};
