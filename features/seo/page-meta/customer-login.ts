import type { PageMetaTable } from "./types";

/** Metadata of /customer/login (../shared/spec/public-site.md §2 "Page metadata"). */
export const customerLoginPages: PageMetaTable = {
  "/customer/login": {
    title: "Accesso Area Clienti",
    description:
      "Accedi all'area riservata per consultare i tuoi servizi, le scadenze, i ticket di assistenza e le comunicazioni.",
    keywords: ["accesso clienti", "login area clienti", "area riservata"],
    type: "WebPage",
    noindex: true,
  },
};
