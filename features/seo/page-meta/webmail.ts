import type { PageMetaTable } from "./types";

/** Metadata of /webmail (../shared/spec/public-site.md §2 "Page metadata"). */
export const webmailPages: PageMetaTable = {
  "/webmail": {
    title: "Webmail",
    description:
      "Accesso alla posta elettronica via browser riservato ai clienti che hanno attivato un servizio di posta con noi.",
    keywords: ["webmail", "posta elettronica", "accesso email", "area clienti"],
    type: "WebPage",
    noindex: true,
  },
};
