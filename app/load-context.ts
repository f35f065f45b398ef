import type { Database } from "../db/client";
import type { PublicEnv } from "../server/app";

declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    env: PublicEnv;
    nonce: string;
    /** POLICY_PROVIDER_URL, for the privacy and cookie policy loaders only (never in loader data). */
    policyProviderUrl: string | null;
  }
}

export {};
