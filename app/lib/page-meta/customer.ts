import type { PageMetaTable } from "./types";

/** Metadata of the customer-area pages (spec public-site, "Page metadata"). */
export const customerPages: PageMetaTable = {
  "/webmail": {
    title: "Webmail",
    description:
      "Accesso alla posta elettronica via browser riservato ai clienti che hanno attivato un servizio di posta con noi.",
    keywords: ["webmail", "posta elettronica", "accesso email", "area clienti"],
    type: "WebPage",
    noindex: true,
  },
  "/area-clienti": {
    title: "Area Clienti",
    description:
      "Software da scaricare, guide per la configurazione della posta, apertura di ticket di assistenza e accesso all'area riservata dei clienti.",
    keywords: ["area clienti", "download software", "assistenza clienti", "configurazione posta"],
    type: "WebPage",
  },
  "/customer/login": {
    title: "Accesso Area Clienti",
    description:
      "Accedi all'area riservata per consultare i tuoi servizi, le scadenze, i ticket di assistenza e le comunicazioni.",
    keywords: ["accesso clienti", "login area clienti", "area riservata"],
    type: "WebPage",
    noindex: true,
  },
};
