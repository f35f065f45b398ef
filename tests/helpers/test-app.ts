import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import type { Database } from "#db/client";
import { createApp, type AppOptions } from "#server/app";
import { createRateLimitStore } from "#server/http/rate-limit";
import { readEnv } from "#server/env";
import { createLogger } from "#server/logger";
import { createUploadStorage } from "#server/storage";

/**
 * The whole Hono app of server/app.ts (/api mounted as in production) on a test database.
 * There is no React Router build: a request that reaches the pages fails, which is what the
 * tests of /api/* want to know. The public page cache is off unless `options.pageCache` sets
 * its bound (server/page-cache/); `options.clientDir` serves a client build as production does;
 * `options.readMemo` keeps the memoized reads (db/read-memo.ts), emptied by `contentChanges`.
 */
export function createTestApp(
  db: Database,
  env: Record<string, string> = {},
  options: Pick<AppOptions, "pageCache" | "clientDir" | "readMemo" | "contentChanges"> = {},
) {
  const config = readEnv({ NODE_ENV: "test", ...env });
  return createApp({
    db,
    env: config,
    logger: createLogger(config),
    mail: { kick() {} },
    rateLimits: createRateLimitStore(),
    storage: createUploadStorage(config),
    build: () => Promise.reject(new Error("no React Router build in this test")),
    ...options,
  });
}

/**
 * React Router's server build compiled by Vite as `npm run dev` does, so no production build is
 * needed. Compiled once per worker process and shared by the files it runs (Vitest runs the
 * files that need it one after the other in one worker, vitest.config.ts); the Vite server stays
 * open until the worker ends.
 */
let pages: Promise<ServerBuild> | undefined;

function compiledPages(): Promise<ServerBuild> {
  pages ??= (async () => {
    const vite = await createServer({
      server: { middlewareMode: true, hmr: false },
      appType: "custom",
      logLevel: "error",
    });
    return (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  })();
  pages.catch(() => (pages = undefined));
  return pages;
}

/**
 * The whole app with real pages (the server build of `compiledPages`). `env` is read as given
 * (pass NODE_ENV).
 */
export async function createPageTestApp(db: Database, env: Record<string, string>) {
  // Compiled here, within the hook's time limit, rather than by a test's first request.
  const serverBuild = await compiledPages();
  const config = readEnv(env);
  const rateLimits = createRateLimitStore();
  const app = createApp({
    db,
    env: config,
    logger: createLogger({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
    mail: { kick() {} },
    rateLimits,
    storage: createUploadStorage(config),
    build: serverBuild,
  });
  return { app, env: config, rateLimits };
}
