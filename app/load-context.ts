import type { Database } from "../db/client";
import type { PublicEnv } from "../server/app";

declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    env: PublicEnv;
    nonce: string;
  }
}

export {};
