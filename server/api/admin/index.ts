import type { Deps } from "#server/context";
import { apiRoutes } from "#server/http/openapi";
import {
  twoFactorAccountRoutes,
  twoFactorLoginRoutes,
} from "#features/auth/two-factor/api/two-factor";
import { requireAdmin } from "#server/http/auth";
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

/**
 * /api/admin/*: the back office API (mounted by server/api/index.ts).
 *
 * Contract for the engineers adding admin routes: write `export function adminXxxRoutes(deps:
 * Deps) { return apiRoutes().openapi(apiRoute({...}), handler)... }` (server/http/openapi.ts;
 * simple entities: `crudRoutes`, server/http/crud-routes.ts) in features/<entity>/api/admin.ts and add ONE line below the
 * "protected routes" marker, e.g.
 *
 *   adminApi.route("/hero-variants", adminHeroRoutes(deps));
 *
 * Everything mounted there is behind requireAdmin: handlers only run with a valid admin session,
 * `c.get("admin")` is the signed-in AdminUser, and answers are `Cache-Control: no-store`.
 * Writes already pass the same-origin check of server/api/index.ts.
 */
export function createAdminApi(deps: Deps) {
  const adminApi = apiRoutes();

  // Open routes: login, logout, me.
  adminApi.route("/", adminSessionRoutes(deps));
  adminApi.route("/login/two-factor", twoFactorLoginRoutes(deps, "admin"));

  adminApi.use("*", requireAdmin(deps));

  // ---- protected routes (one line per resource) ----
  adminApi.route("/dashboard", adminDashboardRoutes(deps));
  adminApi.route("/hero-variants", adminHeroRoutes(deps));
  adminApi.route("/blog", adminBlogRoutes(deps));

  adminApi.route("/contacts", adminContactRoutes(deps));
  adminApi.route("/settings", adminSettingsRoutes(deps));
  adminApi.route("/generate-sitemap", adminSitemapRoutes(deps));
  adminApi.route("/credentials", adminCredentialsRoutes(deps));
  adminApi.route("/two-factor", twoFactorAccountRoutes(deps, "admin"));
  adminApi.route("/service-templates", adminServiceTemplateRoutes(deps));
  adminApi.route("/customers", adminCustomerRoutes(deps));
  adminApi.route("/software", adminSoftwareRoutes(deps));
  adminApi.route("/clients", adminClientRoutes(deps));
  adminApi.route("/certified-partners", adminPartnerRoutes(deps));
  adminApi.route("/solutions", adminSolutionRoutes(deps));
  adminApi.route("/tickets", adminTicketRoutes(deps));
  adminApi.route("/communications", adminCommunicationRoutes(deps));
  adminApi.route("/info-requests", adminInfoRequestRoutes(deps));
  adminApi.route("/cancellation-requests", adminCancellationRequestRoutes(deps));
  adminApi.route("/renewal-requests", adminRenewalRequestRoutes(deps));
  adminApi.route("/renewal-reminders", adminRenewalReminderRoutes(deps));
  adminApi.route("/personal-data", adminPersonalDataRoutes(deps));

  return adminApi;
}
