import { count, desc } from "drizzle-orm";
import type { Database } from "#db/client";
import { blogPosts, clients, contactMessages } from "#db/schema";
import { contactPreview } from "../contact/contact-inbox";
import { visibleNow } from "../blog/blog.server";

/** The dashboard lists this many latest articles and contacts. */
export const DASHBOARD_LATEST = 3;

export type AdminDashboard = {
  counts: { blogPosts: number; clients: number; contacts: number; publishedPosts: number };
  latestPosts: {
    id: number;
    title: string;
    category: string;
    published: boolean;
    publishedAt: string | null;
  }[];
  latestContacts: { id: number; name: string; company: string | null; message: string }[];
};

/** GET /api/admin/dashboard: the counters and latest items of the dashboard tab, in one read. */
export async function getAdminDashboard(db: Database): Promise<AdminDashboard> {
  const [[posts], [clientCount], [contacts], [published], latestPosts, latestContacts] =
    await Promise.all([
      db.select({ n: count() }).from(blogPosts),
      db.select({ n: count() }).from(clients),
      db.select({ n: count() }).from(contactMessages),
      db.select({ n: count() }).from(blogPosts).where(visibleNow(new Date())),
      db
        .select({
          id: blogPosts.id,
          title: blogPosts.title,
          category: blogPosts.category,
          published: blogPosts.published,
          publishedAt: blogPosts.publishedAt,
        })
        .from(blogPosts)
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
        .limit(DASHBOARD_LATEST),
      db
        .select({
          id: contactMessages.id,
          name: contactMessages.name,
          company: contactMessages.company,
          message: contactMessages.message,
        })
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(DASHBOARD_LATEST),
    ]);
  return {
    counts: {
      blogPosts: posts?.n ?? 0,
      clients: clientCount?.n ?? 0,
      contacts: contacts?.n ?? 0,
      publishedPosts: published?.n ?? 0,
    },
    latestPosts: latestPosts.map((post) => ({
      ...post,
      publishedAt: post.publishedAt?.toISOString() ?? null,
    })),
    latestContacts: latestContacts.map((c) => ({ ...c, message: contactPreview(c.message) })),
  };
}
