import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, apiClient } from "#app/lib/api-client";
import type { BlogPostInput } from "../blog.schema";
import type { adminBlogRoutes } from "../api/admin";
import type { blogRoutes } from "../api/public";
import { adminDashboardQueryKey } from "#app/components/admin/tabs/dashboard-tab";

/** The Blog tab's data: GET /api/blog (an admin also gets drafts and scheduled posts) and the writes. */
export const blogPostsQueryKey = ["/api/blog"] as const;

const publicPosts = apiClient<ReturnType<typeof blogRoutes>>("/api/blog");
const adminPosts = apiClient<ReturnType<typeof adminBlogRoutes>>("/api/admin/blog");

export const useBlogPosts = () =>
  useQuery({
    queryKey: blogPostsQueryKey,
    queryFn: () => answer(publicPosts.index.$get()),
  });

function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: blogPostsQueryKey }),
      // The dashboard counts and lists the articles too.
      client.invalidateQueries({ queryKey: adminDashboardQueryKey }),
    ]);
}

export function useSaveBlogPost() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: BlogPostInput }) =>
      id === null
        ? answer(adminPosts.index.$post({ json: payload }))
        : answer(adminPosts[":id"].$put({ param: { id: String(id) }, json: payload })),
    onSuccess: invalidate,
  });
}

export function useDeleteBlogPost() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => answer(adminPosts[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: invalidate,
  });
}
