import type { Deps } from "#server/context";
import { apiRoutes } from "#server/http/openapi";
import {
  twoFactorAccountRoutes,
  twoFactorLoginRoutes,
} from "#features/auth/two-factor/api/two-factor";
import { requireCustomer } from "#server/http/auth";
import { customerSessionRoutes } from "#features/auth/api/customer-session";
import {
  customerOverviewRoutes,
  customerServiceRoutes,
} from "#features/customer-services/api/customer";
import { customerTicketRoutes } from "#features/tickets/api/customer";
import { customerCommunicationRoutes } from "#features/communications/api/customer";
import {
  customerCancellationRoutes,
  customerInfoRequestRoutes,
  customerRenewalRequestRoutes,
} from "#features/requests/api/customer";
import {
  customerPasswordChangeRoutes,
  customerProfileRoutes,
} from "#features/customer-portal/api/profile";
import { customerPersonalDataRoutes } from "#features/personal-data/api/customer";

/**
 * /api/customer/*: the customer area API (mounted by server/api/index.ts).
 *
 * Contract for the engineers adding customer routes: write `customerXxxRoutes(deps)` (an `apiRoutes()`
 * app, server/http/openapi.ts) in features/<entity>/api/customer.ts and add ONE line below the "protected routes" marker, e.g.
 *
 *   customerApi.route("/services", customerServiceRoutes(deps));
 *
 * Everything mounted there is behind requireCustomer: `c.get("customer").id` is the signed-in
 * customer, and every query must be limited to their own rows. Answers are no-store.
 */
export function createCustomerApi(deps: Deps) {
  const customerApi = apiRoutes();

  // Open routes: login, logout.
  customerApi.route("/", customerSessionRoutes(deps));
  customerApi.route("/login/two-factor", twoFactorLoginRoutes(deps, "customer"));

  customerApi.use("*", requireCustomer(deps));

  // ---- protected routes (one line per resource) ----
  customerApi.route("/profile", customerProfileRoutes(deps));
  customerApi.route("/password", customerPasswordChangeRoutes(deps));
  customerApi.route("/two-factor", twoFactorAccountRoutes(deps, "customer"));
  customerApi.route("/services", customerServiceRoutes(deps));
  customerApi.route("/overview", customerOverviewRoutes(deps));
  customerApi.route("/tickets", customerTicketRoutes(deps));
  customerApi.route("/communications", customerCommunicationRoutes(deps));
  customerApi.route("/info-requests", customerInfoRequestRoutes(deps));
  customerApi.route("/cancellation-requests", customerCancellationRoutes(deps));
  customerApi.route("/renewal-requests", customerRenewalRequestRoutes(deps));
  customerApi.route("/personal-data", customerPersonalDataRoutes(deps));

  return customerApi;
}
