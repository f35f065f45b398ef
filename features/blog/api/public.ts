import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { sessionUser } from "#server/http/auth";
import { getPublicPostBySlug, listPublicPosts, toPublicPost } from "../blog.server";
import { listAllPosts } from "../blog-admin.server";

/**
 * The blog list and one post by slug. Anonymous callers (and customers) get the visible posts
 * only (published, publication time come); an administrator's list also holds drafts and
 * scheduled posts (the back office's Blog tab).
 */
export function blogRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const admin = await sessionUser(deps, c.req.raw, "admin");
      const posts = admin ? await listAllPosts(db) : await listPublicPosts(db);
      c.header("Vary", "Cookie");
      return c.json(posts.map(toPublicPost));
    })
    .get("/:slug", async (c) => {
      const post = await getPublicPostBySlug(db, c.req.param("slug"));
      if (!post) return c.json({ message: "Post not found" }, 404);
      return c.json(toPublicPost(post));
    });
}
