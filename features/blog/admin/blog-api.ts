import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, apiClient } from "#app/lib/api-client";
import type { BlogPostInput } from "../blog.schema";
import type { adminBlogRoutes } from "../api/admin";
import { adminDashboardQueryKey } from "#app/components/admin/tabs/dashboard-tab";

/** The Blog tab's data: the paged GET /api/admin/blog (drafts and scheduled posts too) and the writes. */
export const blogPostsPath = "/api/admin/blog";
export const blogPostsQueryKey = [blogPostsPath] as const;

const adminPosts = apiClient<ReturnType<typeof adminBlogRoutes>>("/api/admin/blog");

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
