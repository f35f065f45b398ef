import { Hono } from "hono";
import type { AppEnv, Deps } from "../context";
import { listPublicPosts } from "../../domain/blog/blog.server";

export function blogRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get("/", async (c) => c.json(await listPublicPosts(db)));
}
