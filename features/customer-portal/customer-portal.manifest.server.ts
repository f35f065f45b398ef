import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { customerPasswordChangeRoutes, customerProfileRoutes } from "./api/profile";

/** The customer area's profile and password change (decision 055). */
export const customerPortalServer = defineServerEntity({
  id: "customer-portal",
  customer: { "/profile": customerProfileRoutes, "/password": customerPasswordChangeRoutes },
});
