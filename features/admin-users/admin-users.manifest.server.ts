import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none } from "#features/personal-data/personal-data-tables";
import * as tables from "./admin-users.table";
import { adminInvitationRoutes } from "./api/public";
import { adminUserRoutes } from "./api/admin";
import { adminUsers } from "#features/auth/auth.table";

/** The staff's accounts and invitations (decision 055). */
export const adminUsersServer = defineServerEntity({
  id: "admin-users",
  tables,
  public: { "/admin-invitation": { routes: adminInvitationRoutes } },
  admin: { "/users": { area: "users", routes: adminUserRoutes } },
  logged: { users: { table: adminUsers } },
  personalData: { admin_invitations: none("Inviti del personale dell'azienda al back office.") },
});
