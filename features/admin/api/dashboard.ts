import { z } from "#features/shared/zod";
import type { Deps } from "#server/context";
import { apiRoute, apiRoutes, jsonAnswer } from "#server/http/openapi";
import { getAdminDashboard, type AdminDashboard } from "../dashboard.server";
import { countAttention } from "../attention.server";
import { attentionKeys, type AttentionCounts } from "../attention";

const attentionSchema = z.object(
  Object.fromEntries(attentionKeys.map((key) => [key, z.number().int()])) as Record<
    (typeof attentionKeys)[number],
    z.ZodNumber
  >,
) satisfies z.ZodType<AttentionCounts>;

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

/**
 * GET /api/admin/dashboard: the counters and latest items of the dashboard tab, in one read.
 * GET /api/admin/dashboard/attention: the needs-attention counters (dashboard and sidebar).
 */
export function adminDashboardRoutes({ db }: Deps) {
  return apiRoutes()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tags: ["Pannello"],
        summary: "Contatori e ultimi articoli e contatti della dashboard",
        responses: { 200: jsonAnswer(dashboardSchema, "La dashboard") },
      }),
      async (c) => c.json(await getAdminDashboard(db), 200),
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/attention",
        tags: ["Pannello"],
        summary:
          "Da seguire: contatti non letti, ticket in attesa di risposta, richieste in attesa, servizi in scadenza entro 30 giorni",
        responses: { 200: jsonAnswer(attentionSchema, "I contatori") },
      }),
      async (c) => c.json(await countAttention(db), 200),
    );
}
