import { Hono } from "hono";
import type { AppEnv, Deps } from "../context";
import { getPublicPostBySlug, listPublicPosts, toPublicPost } from "../../domain/blog/blog.server";

/** Public blog: the visible posts (published, publication time come) and one post by slug. */
export function blogRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json((await listPublicPosts(db)).map(toPublicPost)))
    .get("/:slug", async (c) => {
      const post = await getPublicPostBySlug(db, c.req.param("slug"));
      if (!post) return c.json({ message: "Post not found" }, 404);
      return c.json(toPublicPost(post));
    });
}
