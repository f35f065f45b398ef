import { z } from "#kit/lib/zod";
import { defineBlock, line } from "./block-kit";

/** The latest published posts of the blog, scrolling in a strip (the home page's ticker). */
export const latestPostsBlock = defineBlock({
  type: "latest-posts",
  label: "Ultimi articoli del blog",
  description:
    "Una striscia che scorre con gli ultimi sei articoli pubblicati, e il collegamento al blog. Senza articoli non compare.",
  // The pause button and the loop need the browser.
  interactive: true,
  schema: z.object({
    title: line("Titolo della sezione", 160),
    linkLabel: line("Testo del collegamento al blog", 60).default("Tutti gli articoli"),
  }),
  fields: { title: "Titolo della sezione", linkLabel: "Testo del collegamento al blog" },
  create: () => ({ title: "Dal nostro blog" }),
  prepare: async (data, context) => ({ ...data, posts: await context.latestPosts() }),
});
