import type { Database } from "../db/client";
import type { PublicEnv } from "../server/app";
import type { Logger } from "../server/logger";

declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    env: PublicEnv;
    nonce: string;
    /** POLICY_PROVIDER_URL, for the privacy and cookie policy loaders only (never in loader data). */
    policyProviderUrl: string | null;
    /**
     * The public page cache will store this answer (server/page-cache/): the document is written
     * whole, with no streamed Suspense boundary, so the stored copy carries no React streaming
     * script and pays for no pending work of the render that filled it.
     */
    wholeDocument: boolean;
    /** Server-only: what a loader skips is logged here (a page block that no longer parses). */
    logger: Logger;
    /**
     * Server-only: the data of the page blocks drawn on the server alone, by block id
     * (features/pages/site/drawn-blocks.tsx, decision 060), for app/entry.server.tsx.
     */
    drawnBlocks: Map<string, unknown>;
  }
}

export {};
