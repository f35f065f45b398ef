import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none } from "#features/personal-data/personal-data-tables";
import * as tables from "./blog.table";
import { blogRoutes } from "./api/public";
import { adminBlogRoutes } from "./api/admin";

/** The blog: tables, API mounts, page cache (decision 055). */
export const blogServer = defineServerEntity({
  id: "blog",
  tables,
  public: { "/blog": { routes: blogRoutes, cached: ["/", "/:slug"] } },
  admin: { "/blog": { area: "blog", routes: adminBlogRoutes } },
  logged: { blog: { table: tables.blogPosts } },
  personalData: {
    blog_posts: none("Il nome dell'autore è quello del personale che pubblica l'articolo."),
  },
});
