import type { Deps } from "#server/context";
import { listForCaller } from "#server/http/auth";
import { apiRoutes, jsonAnswer, renamedOr404, routeKit } from "#server/http/openapi";
import { blogPostRecordSchema } from "../blog.schema";
import {
  currentPostSlug,
  getPublicPostBySlug,
  listPublicPosts,
  toPublicPost,
} from "../blog.server";
import { listAllPosts } from "../blog-admin.server";

const route = routeKit(["Blog"]);

/**
 * The blog list and one post by slug. Anonymous callers (and customers) get the visible posts
 * only (published, publication time come); an administrator's list also holds drafts and
 * scheduled posts (the back office's Blog tab).
 */
export function blogRoutes(deps: Deps) {
  const { db } = deps;
  return apiRoutes()
    .openapi(
      route.get("/", "Gli articoli", {
        description:
          "I pubblicati, i più recenti prima; con la sessione di Amministratore o Redazione anche bozze e programmati.",
        responses: { 200: jsonAnswer(blogPostRecordSchema.array(), "Gli articoli") },
      }),
      async (c) => {
        const posts = await listForCaller(deps, c, "blog", {
          admin: () => listAllPosts(db),
          visitor: () => listPublicPosts(db),
        });
        return c.json(posts.map(toPublicPost), 200);
      },
    )
    .openapi(
      route.bySlug(
        "Un articolo pubblicato per slug",
        "Uno slug che l'articolo aveva prima risponde 301 verso quello attuale.",
        jsonAnswer(blogPostRecordSchema, "L'articolo"),
      ),
      async (c) => {
        const { slug } = c.req.valid("param");
        const post = await getPublicPostBySlug(db, slug);
        if (!post) return renamedOr404(c, await currentPostSlug(db, slug), "Post not found");
        return c.json(toPublicPost(post), 200);
      },
    );
}
