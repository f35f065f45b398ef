import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "#app/lib/api";
import type { BlogPostInput, BlogPostRecord } from "../blog.schema";
import { adminDashboardQueryKey } from "#app/components/admin/tabs/dashboard-tab";

/** The Blog tab's data: GET /api/blog (an admin also gets drafts and scheduled posts) and the writes. */
export const blogPostsQueryKey = ["/api/blog"] as const;

export const useBlogPosts = () =>
  useQuery({
    queryKey: blogPostsQueryKey,
    queryFn: () => getJson<BlogPostRecord[]>("/api/blog"),
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
        ? apiRequest<BlogPostRecord>("POST", "/api/admin/blog", payload)
        : apiRequest<BlogPostRecord>("PUT", `/api/admin/blog/${id}`, payload),
    onSuccess: invalidate,
  });
}

export function useDeleteBlogPost() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>("DELETE", `/api/admin/blog/${id}`),
    onSuccess: invalidate,
  });
}
