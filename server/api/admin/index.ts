import type { Deps } from "#server/context";
import { apiRoutes } from "#server/http/openapi";
import {
  twoFactorAccountRoutes,
  twoFactorLoginRoutes,
} from "#features/auth/two-factor/api/two-factor";
import { requireAdmin } from "#server/http/auth";
import type { AdminArea } from "#features/admin-users/admin-roles";
import { activityLogger, activityScopedDb } from "#features/activity/activity.server";
import { adminActivityRoutes } from "#features/activity/api/admin";
import { adminDashboardRoutes } from "#features/admin/api/dashboard";
import { adminSessionRoutes } from "#features/auth/api/admin-session";
import { adminHeroRoutes } from "#features/hero/api/admin";
import { adminBlogRoutes } from "#features/blog/api/admin";
import { adminContactRoutes } from "#features/contact/api/admin";
import { adminSettingsRoutes } from "#features/settings/api/admin";
import { adminSitemapRoutes } from "#features/seo/api/admin";
import { adminCredentialsRoutes } from "#features/admin/api/credentials";
import { adminServiceTemplateRoutes } from "#features/service-templates/api/admin";
import { adminCustomerRoutes } from "#features/customers/api/admin";
import { adminSoftwareRoutes } from "#features/software/api/admin";
import { adminClientRoutes } from "#features/clients/api/admin";
import { adminPartnerRoutes } from "#features/partners/api/admin";
import { adminSolutionRoutes } from "#features/solutions/api/admin";
import { adminTicketRoutes } from "#features/tickets/api/desk";
import { adminCommunicationRoutes } from "#features/communications/api/desk";
import {
  adminCancellationRequestRoutes,
  adminInfoRequestRoutes,
  adminRenewalRequestRoutes,
} from "#features/requests/api/desk";
import { adminRenewalReminderRoutes } from "#features/renewals/api/admin";
import { adminPersonalDataRoutes } from "#features/personal-data/api/admin";
import { adminUserRoutes } from "#features/admin-users/api/admin";

type Mount = { area: AdminArea; routes: (deps: Deps) => ReturnType<typeof apiRoutes> };
const mount = (area: AdminArea, routes: Mount["routes"]): Mount => ({ area, routes });

/**
 * The protected admin resources: mount path -> the area of the role map
 * (features/admin-users/admin-roles.ts) and the routes. The ONLY way to add admin routes: the
 * area is required, and a path not listed here belongs to "users" (Amministratore only).
 *
 * Contract for the engineers adding admin routes: write `export function adminXxxRoutes(deps:
 * Deps) { return apiRoutes().openapi(apiRoute({...}), handler)... }` (server/http/openapi.ts;
 * simple entities: `crudRoutes`, server/http/crud-routes.ts) in features/<entity>/api/admin.ts
 * and add ONE line here, e.g. `"/hero-variants": mount("heroes", adminHeroRoutes)`.
 */
export const adminMounts = {
  "/dashboard": mount("dashboard", adminDashboardRoutes),
  "/credentials": mount("account", adminCredentialsRoutes),
  "/hero-variants": mount("heroes", adminHeroRoutes),
  "/blog": mount("blog", adminBlogRoutes),
  "/clients": mount("clients", adminClientRoutes),
  "/certified-partners": mount("partners", adminPartnerRoutes),
  "/software": mount("software", adminSoftwareRoutes),
  "/solutions": mount("solutions", adminSolutionRoutes),
  "/service-templates": mount("services", adminServiceTemplateRoutes),
  "/contacts": mount("contacts", adminContactRoutes),
  "/customers": mount("customers", adminCustomerRoutes),
  "/tickets": mount("tickets", adminTicketRoutes),
  "/communications": mount("communications", adminCommunicationRoutes),
  "/info-requests": mount("requests", adminInfoRequestRoutes),
  "/cancellation-requests": mount("requests", adminCancellationRequestRoutes),
  "/renewal-requests": mount("requests", adminRenewalRequestRoutes),
  "/renewal-reminders": mount("settings", adminRenewalReminderRoutes),
  "/two-factor": mount("account", (deps) => twoFactorAccountRoutes(deps, "admin")),
  "/personal-data": mount("personal-data", adminPersonalDataRoutes),
  "/activity": mount("activity", adminActivityRoutes),
  "/settings": mount("settings", adminSettingsRoutes),
  "/generate-sitemap": mount("settings", adminSitemapRoutes),
  "/users": mount("users", adminUserRoutes),
} satisfies Record<`/${string}`, Mount>;

/** The area of an /api/admin/* request: its first path segment's mount, else "users". */
export function adminAreaOfPath(path: string): AdminArea {
  const segment = /\/admin(\/[^/]+)/.exec(path)?.[1] ?? "";
  return (adminMounts as Record<string, Mount>)[segment]?.area ?? "users";
}

/**
 * /api/admin/*: the back office API (mounted by server/api/index.ts).
 *
 * Everything after the open routes is behind requireAdmin with the area of its mount: handlers
 * only run with a valid admin session whose role may use that area (403 otherwise),
 * `c.get("admin")` is the signed-in AdminUser, and answers are `Cache-Control: no-store`.
 * Writes already pass the same-origin check of server/api/index.ts. Every write is recorded in
 * the activity log in the same transaction (features/activity/, decision 032): every mount is
 * given the scoped deps, whose queries join that transaction.
 */
export function createAdminApi(deps: Deps) {
  const adminApi = apiRoutes();

  // Open routes: login, logout, me.
  adminApi.route("/", adminSessionRoutes(deps));
  adminApi.route("/login/two-factor", twoFactorLoginRoutes(deps, "admin"));

  adminApi.use(
    "*",
    requireAdmin(deps, (c) => adminAreaOfPath(c.req.path)),
  );
  // Every write below is logged in its own transaction (decision 032): the routes get the scoped
  // handle, whose queries run in that transaction while a write is under way.
  adminApi.use("*", activityLogger(deps.db, { transaction: true }));
  const scoped: Deps = { ...deps, db: activityScopedDb(deps.db) };

  for (const [path, { routes }] of Object.entries(adminMounts)) {
    adminApi.route(path, routes(scoped));
  }

  return adminApi;
}
