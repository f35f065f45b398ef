import { defineServerEntity } from "#features/shared/entity-manifest.server";
import * as tables from "./policy.table";
import { policyProxyRoutes } from "./api/public";

/** The privacy and cookie policy texts and their proxy (decision 055). */
export const policyServer = defineServerEntity({
  id: "policy",
  tables,
  public: { "/proxy": { routes: policyProxyRoutes } },
});
