import type { PageMetaTable, RouteMetaEntry } from "./types";

const privacy: RouteMetaEntry = {
  title: "Privacy Policy",
  description:
    "Come trattiamo i dati personali di visitatori, clienti e fornitori: finalità, basi giuridiche, tempi di conservazione e diritti dell'interessato secondo il GDPR.",
  keywords: ["privacy policy", "informativa privacy", "GDPR", "trattamento dati personali"],
  type: "WebPage",
  canonicalPath: "/privacy",
};

/** Metadata of the legal pages (../shared/spec/public-site.md §2 "Page metadata"). */
export const legalPages: PageMetaTable = {
  "/privacy": privacy,
  "/privacy-policy": privacy,
  "/cookie-policy": {
    title: "Cookie Policy",
    description:
      "Quali cookie utilizza il sito, a cosa servono e come scegliere quali accettare: necessari, statistici, di marketing e di preferenza.",
    keywords: ["cookie policy", "informativa cookie", "consenso cookie", "GDPR"],
    type: "WebPage",
  },
};
