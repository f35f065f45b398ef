import type { Deps } from "#server/context";
import { apiRoutes } from "#server/http/openapi";
import { twoFactorLoginRoutes } from "#features/auth/two-factor/api/two-factor";
import { requireCustomer } from "#server/http/auth";
import { customerSessionRoutes } from "#features/auth/api/customer-session";
import { mountsOf } from "../mounts";

/**
 * /api/customer/*: the customer area API (mounted by server/api/index.ts).
 *
 * Contract for the engineers adding customer routes: write `customerXxxRoutes(deps)` (an
 * `apiRoutes()` app, server/http/openapi.ts) in features/<entity>/api/customer.ts and declare it
 * in the `customer` mounts of the entity's server manifest (decision 055).
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

  // The protected routes every feature's manifest declares (features/manifests.server.ts).
  for (const [path, routes] of Object.entries(mountsOf("customer"))) {
    customerApi.route(path, routes(deps));
  }

  return customerApi;
}
