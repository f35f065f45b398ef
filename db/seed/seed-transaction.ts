import type { Database } from "../client";

/** The handle a drizzle transaction callback receives on either driver. */
export type SeedTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
