import { createServer, type RequestListener } from "node:http";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { openDatabase } from "../db/client";
import { seedIfEmpty } from "../db/seed";
import { importExistingUploads } from "../features/media/media-import.server";
import { createApp } from "./app";
import { readEnv } from "./env";
import { createLogger } from "./logger";
import { createUploadStorage } from "./storage";
import { openSharedState } from "./shared-state";
import { createMailWorker } from "./mail-worker";
import { createRenewalJob } from "../features/renewals/renewal-job.server";
import { createServiceEndJob } from "../features/customer-services/service-end-job.server";
import { createPurgeJob } from "../features/activity/activity.server";
import { createNotFoundPurgeJob } from "../features/redirects/not-found-purge.server";
import { createVersionPurgeJob } from "../features/versions/version-purge.server";
import { createMailInJob } from "../features/support-mail/mail-in-job.server";
import { createGracefulShutdown } from "./http/graceful-shutdown";
import { safeErrorMessage } from "./error-serializer";

/** The process: configuration, database, seed, then one HTTP server for API and pages. */
async function main() {
  const env = readEnv();
  const logger = createLogger(env);
  // The last resort (decision 041): a promise some code forgot to handle is a bug to log, not a
  // reason to drop every request in flight. The background jobs never get here.
  process.on("unhandledRejection", (reason) =>
    logger.error({ err: reason }, "unhandled promise rejection"),
  );
  if (!env.PUBLIC_SITE_URL) {
    logger.warn(
      { siteUrl: env.siteUrl },
      `PUBLIC_SITE_URL non è impostato: i link nelle email, canonical, Open Graph e sitemap puntano a ${env.siteUrl} finché non lo imposti`,
    );
  }
  // React Router's build loads while the database opens: most of PGlite's start waits on files
  // and on WebAssembly compiling in V8's background threads, so the two overlap.
  const productionBuild = env.production
    ? loadServerBuild(path.resolve(env.BUILD_DIR, "server/index.js"))
    : undefined;
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.dataDir, "pglite") },
  );
  logger.info({ driver: database.driver }, "database ready, migrations applied");
  const storage = createUploadStorage(env);
  logger.info({ storage: storage.kind }, "uploads storage ready");
  const { seeded } = await seedIfEmpty(database.db, { env, logger, storage });
  if (seeded) collectStartUpGarbage();
  // The uploads made before the media library join it once (decision 064); a failure (the bucket
  // unreachable) is logged and the import tried again at the next start.
  await importExistingUploads(database.db, storage, logger).catch((error: unknown) =>
    logger.error({ err: error }, "media library: import of the existing uploads failed"),
  );

  // Rate limits and content changes: per process on PGlite, shared on PostgreSQL (decision 028).
  const shared = await openSharedState(database, {
    url: env.DATABASE_URL,
    logger,
    pollMs: env.JOBS_INTERVAL_MS,
  });
  // The background jobs (decision 041): each turn caught and logged, never the process's end.
  const every = env.JOBS_INTERVAL_MS;
  const mailWorker = createMailWorker({ db: database.db, env, logger, intervalMs: every });
  const renewalJob = createRenewalJob({
    db: database.db,
    env,
    logger,
    mail: mailWorker,
    intervalMs: every,
    firstDelayMs: every,
  });
  const activityPurge = createPurgeJob(database.db, logger, every);
  const notFoundPurge = createNotFoundPurgeJob(database.db, logger, every);
  const versionPurge = createVersionPurgeJob(database.db, logger, every);
  const serviceEnds = createServiceEndJob({
    db: database.db,
    logger,
    intervalMs: every,
    firstDelayMs: every,
  });
  // The support mailbox over IMAP, when IMAP_URL is set (decision 067).
  const mailIn = createMailInJob({
    db: database.db,
    storage,
    env,
    logger,
    mail: mailWorker,
    intervalMs: every,
    firstDelayMs: every,
  });
  const deps = {
    db: database.db,
    env,
    logger,
    mail: mailWorker,
    rateLimits: shared.rateLimits,
    contentChanges: shared.contentChanges,
    storage,
  };
  let listener: RequestListener;
  let closeVite = async () => {};

  if (productionBuild) {
    const build = await productionBuild.get();
    const app = createApp({
      ...deps,
      build,
      clientDir: path.resolve(env.BUILD_DIR, "client"),
    });
    const honoListener = getRequestListener(app.fetch);
    listener = (req, res) => void honoListener(req, res);
  } else {
    const { createServer: createViteServer } = await import("vite");
    const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
    closeVite = () => vite.close();
    const app = createApp({
      ...deps,
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    });
    const honoListener = getRequestListener(app.fetch);
    listener = (req, res) => vite.middlewares(req, res, () => void honoListener(req, res));
  }

  const server = createServer();
  // An idle kept-alive connection is closed by the client, never by us: a server that closes one
  // just as the client sends on it resets that request (ECONNRESET in a test's API client, a 502
  // from the proxy). So longer than Caddy's upstream idle time (2 min); draining closes idle ones.
  server.keepAliveTimeout = 125_000;
  const shutdown = createGracefulShutdown({
    server,
    logger,
    closeHooks: [
      () => renewalJob.stop(),
      () => serviceEnds.stop(),
      () => activityPurge.stop(),
      () => notFoundPurge.stop(),
      () => versionPurge.stop(),
      async () => mailIn?.stop(),
      () => mailWorker.stop(),
      closeVite,
      () => shared.close(),
      () => database.close(),
    ],
  });
  server.on("request", shutdown.track(listener));
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info({ port, mode: env.NODE_ENV }, `Sito pronto su http://localhost:${port}`);
    mailWorker.start();
    renewalJob.start();
    mailIn?.start();
    // Services whose cancellation was approved "alla scadenza" end after that day (decision 046).
    serviceEnds.start();
    // The activity log's retention (decision 032): older entries purged now and once a day.
    activityPurge.start();
    // The 404 log keeps its most recent paths (decision 062): now and once a day.
    notFoundPurge.start();
    // The versions' retention (decision 063): beyond the setting's number, never a published one.
    versionPurge.start();
  });

  // In development a second Vite server (React Router's, not in middleware mode) has a SIGTERM
  // listener of its own that exits at once, cutting every request: the process has one shutdown.
  // (tsx's own hidden listener, which tells its parent the signal arrived, is not listed and stays.)
  for (const listener of process.listeners("SIGTERM")) process.off("SIGTERM", listener);
  process.on("SIGINT", () => void shutdown.shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown.shutdown("SIGTERM"));
}

/** Starts importing the build now; `get()` gives it, or throws the import's error, later. */
function loadServerBuild(buildPath: string) {
  const loading = import(buildPath) as Promise<ServerBuild>;
  // Handled in get(): if the database fails first, the process exits with that error instead.
  loading.catch(() => {});
  return { get: () => loading };
}

/**
 * One full garbage collection after seeding the demo content. Drawing the demo images leaves
 * sharp's pixel buffers (native memory, several MB each) behind garbage objects V8 sees as small:
 * left to V8 they stay until some later major collection, which an idle server may not run for a
 * long time. With the fixed mmap threshold npm start sets (scripts/server-command.mjs), the freed
 * buffers go back to the system: about 150 MB less at idle after a first start. Decision 011.
 */
function collectStartUpGarbage() {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}

main().catch((error: unknown) => {
  // Messages only: a failed query's parameters (a seeded password hash, say) never reach the output.
  for (let e: unknown = error; e instanceof Error; e = e.cause) console.error(safeErrorMessage(e));
  if (!(error instanceof Error)) console.error(error);
  process.exit(1);
});
