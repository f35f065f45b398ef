import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { adminDashboardRoutes } from "./api/dashboard";
import { adminCredentialsRoutes } from "./api/credentials";

/** The dashboard's counts and one's own credentials (decision 055). */
export const adminServer = defineServerEntity({
  id: "admin",
  admin: {
    "/dashboard": { area: "dashboard", routes: adminDashboardRoutes },
    "/credentials": { area: "account", routes: adminCredentialsRoutes },
  },
  logged: { credentials: { sent: ["username", "newPassword", "currentPassword"] } },
});
