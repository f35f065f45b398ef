import { z } from "#kit/lib/zod";
import type { Deps } from "#server/context";
import { apiRoutes, jsonAnswer, routeKit } from "#server/http/openapi";
import { getAdminDashboard, type AdminDashboard } from "../dashboard.server";
import { countAttention } from "../attention.server";
import { attentionItems, attentionKeys, type AttentionCounts } from "../attention";
import { roleMay } from "#features/admin-users/admin-roles";

const route = routeKit(["Pannello"]);

/** The counters of the areas the role may not use are 0 (decision 030). */
export const attentionForRole = (counts: AttentionCounts, role: string): AttentionCounts =>
  Object.fromEntries(
    attentionKeys.map((key) => [key, roleMay(role, attentionItems[key].tab) ? counts[key] : 0]),
  ) as AttentionCounts;

/** Articles and client counts for who may use the blog and Referenze, contacts for Contatti. */
export function dashboardForRole(data: AdminDashboard, role: string): AdminDashboard {
  const blog = roleMay(role, "blog");
  const contacts = roleMay(role, "contacts");
  return {
    counts: {
      blogPosts: blog ? data.counts.blogPosts : 0,
      publishedPosts: blog ? data.counts.publishedPosts : 0,
      clients: roleMay(role, "clients") ? data.counts.clients : 0,
      contacts: contacts ? data.counts.contacts : 0,
    },
    latestPosts: blog ? data.latestPosts : [],
    latestContacts: contacts ? data.latestContacts : [],
  };
}

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
      publishedAt: z.string().nullable(),
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
      route.get("/", "Contatori e ultimi articoli e contatti della dashboard", {
        responses: { 200: jsonAnswer(dashboardSchema, "La dashboard") },
      }),
      async (c) => c.json(dashboardForRole(await getAdminDashboard(db), c.get("admin").role), 200),
    )
    .openapi(
      route.get(
        "/attention",
        "Da seguire: contatti non letti, ticket in attesa di risposta, richieste in attesa, servizi in scadenza entro 30 giorni",
        { responses: { 200: jsonAnswer(attentionSchema, "I contatori") } },
      ),
      async (c) => c.json(attentionForRole(await countAttention(db), c.get("admin").role), 200),
    );
}
