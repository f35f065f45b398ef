import { rowVersions } from "#features/versions/versioned-entity.server";
import { blogPosts } from "./blog.table";
import { blogPostRecordSchema, blogPostSchema } from "./blog.schema";
import { toPublicPost } from "./blog.server";
import { updatePost } from "./blog-admin.server";

/**
 * The versions of the blog's articles (decision 063): every save of the dialog is one; a
 * restore brings back the texts, category, tags and image and keeps the address and the
 * publication (switch and date) as they are, so the owner publishes the restored words.
 */
export const blogVersions = rowVersions({
  entity: "blog",
  tag: "Blog",
  notFound: "Articolo non trovato",
  item: blogPostRecordSchema,
  table: blogPosts,
  schema: blogPostSchema,
  kept: ["slug", "published", "publishedAt"],
  published: (row) => row.published === true,
  write: async (db, id, input) => {
    const updated = await updatePost(db, id, input);
    return updated && toPublicPost(updated);
  },
});
