import { z } from "#features/shared/zod";
import type { Deps } from "#server/context";
import { apiRoute, apiRoutes, jsonAnswer } from "#server/http/openapi";
import { getAdminDashboard, type AdminDashboard } from "../dashboard.server";

const dashboardSchema = z.object({
  counts: z.object({
    blogPosts: z.number().int(),
    clients: z.number().int(),
    contacts: z.number().int(),
    publishedPosts: z.number().int(),
  }),
  latestPosts: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      category: z.string(),
      published: z.boolean(),
    }),
  ),
  latestContacts: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      company: z.string().nullable(),
      message: z.string(),
    }),
  ),
}) satisfies z.ZodType<AdminDashboard>;

/** GET /api/admin/dashboard: the counters and latest items of the dashboard tab, in one read. */
export function adminDashboardRoutes({ db }: Deps) {
  return apiRoutes().openapi(
    apiRoute({
      method: "get",
      path: "/",
      tags: ["Pannello"],
      summary: "Contatori e ultimi articoli e contatti della dashboard",
      responses: { 200: jsonAnswer(dashboardSchema, "La dashboard") },
    }),
    async (c) => c.json(await getAdminDashboard(db), 200),
  );
}
