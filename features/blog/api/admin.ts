import { blogPosts } from "#db/schema";
import type { Deps } from "#server/context";
import { routeBodyLimit } from "#server/http/body-limit";
import { crudRoutes, pagedList } from "#server/http/crud-routes";
import { blogPostRecordSchema, blogPostSchema } from "../blog.schema";
import { toPublicPost } from "../blog.server";
import {
  blogListQuery,
  createPost,
  deletePost,
  listAdminPostPage,
  updatePost,
} from "../blog-admin.server";
import { blogVersions } from "../blog-versions.server";
import { itemVersionRoutes } from "#features/versions/api/item-versions";

/** An article holds up to 200,000 characters of HTML, some of them multi-byte. */
export const BLOG_MAX_BODY_BYTES = 1024 * 1024;

/**
 * /api/admin/blog (behind requireAdmin): create, replace, delete an article (its content
 * sanitized; content without visible text is a DomainError 400 on `content`), and the paged
 * list of every article, drafts and scheduled ones too (decision 023); each save is kept as a
 * version, listed, compared and restored under /{id}/versions (decision 063).
 */
export function adminBlogRoutes({ db }: Deps) {
  return crudRoutes(db, {
    table: blogPosts,
    tag: "Blog",
    one: "un articolo",
    item: blogPostRecordSchema,
    body: blogPostSchema,
    notFound: "Articolo non trovato",
    update: "put",
    bodyLimit: routeBodyLimit(BLOG_MAX_BODY_BYTES),
    list: pagedList(blogListQuery, listAdminPostPage),
    create: async (database, input) => toPublicPost(await createPost(database, input)),
    change: async (database, id, input) => {
      const updated = await updatePost(database, id, input);
      return updated && toPublicPost(updated);
    },
    remove: deletePost,
    onSaved: blogVersions.onSaved,
  }).route("/", itemVersionRoutes(db, blogVersions.versions));
}
