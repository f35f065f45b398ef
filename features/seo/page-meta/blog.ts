import type { PageMetaTable } from "./types";

/** Metadata of /blog (../shared/spec/public-site.md §2 "Page metadata"). */
export const blogPages: PageMetaTable = {
  "/blog": {
    title: "Blog",
    description:
      "Articoli, guide e novità su sviluppo software, siti internet, e-commerce, cloud e marketing digitale, scritti dal nostro team.",
    keywords: ["blog", "guide digitali", "novità tecnologiche", "marketing digitale"],
    type: "WebPage",
  },
};
