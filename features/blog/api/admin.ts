import { Hono, type Context } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { routeBodyLimit } from "#server/http/body-limit";
import { readValidBody } from "#server/http/json-body";
import { routeId } from "#server/http/route-params";
import { blogPostSchema } from "../blog.schema";
import { toPublicPost } from "../blog.server";
import { BlogContentError, createPost, deletePost, updatePost } from "../blog-admin.server";

const NOT_FOUND = "Articolo non trovato";

/** An article holds up to 200,000 characters of HTML, some of them multi-byte. */
export const BLOG_MAX_BODY_BYTES = 1024 * 1024;
const articleBodyLimit = routeBodyLimit(BLOG_MAX_BODY_BYTES);

const notFound = (c: Context<AppEnv>) => c.json({ message: NOT_FOUND }, 404);

const readPost = (c: Context<AppEnv>) => readValidBody(c, blogPostSchema);

function contentError(c: Context<AppEnv>, error: unknown) {
  if (!(error instanceof BlogContentError)) throw error;
  return c.json(
    { message: error.message, issues: [{ path: error.path, message: error.message }] },
    400,
  );
}

/**
 * /api/admin/blog (behind requireAdmin, mounted in ./index.ts): create, update, delete. The
 * list is GET /api/blog, which gives an admin drafts and scheduled posts too.
 */
export function adminBlogRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .post("/", articleBodyLimit, async (c) => {
      const input = await readPost(c);
      if (!input.ok) return input.response;
      try {
        return c.json(toPublicPost(await createPost(db, input.value)), 201);
      } catch (error) {
        return contentError(c, error);
      }
    })
    .put("/:id", articleBodyLimit, async (c) => {
      const id = routeId(c);
      if (id === null) return notFound(c);
      const input = await readPost(c);
      if (!input.ok) return input.response;
      try {
        const updated = await updatePost(db, id, input.value);
        return updated ? c.json(toPublicPost(updated)) : notFound(c);
      } catch (error) {
        return contentError(c, error);
      }
    })
    .delete("/:id", async (c) => {
      const id = routeId(c);
      if (id === null) return notFound(c);
      return (await deletePost(db, id)) ? c.body(null, 204) : notFound(c);
    });
}
