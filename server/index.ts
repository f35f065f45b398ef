import { createServer, type RequestListener } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { openDatabase } from "../db/client";
import { seedIfEmpty } from "../db/seed";
import { createApp } from "./app";
import { readEnv } from "./env";
import { createLogger } from "./logger";
import { createRateLimitStore } from "./http/rate-limit";
import { createMailWorker } from "./mail-worker";

/** The process: configuration, database, seed, then one HTTP server for API and pages. */
async function main() {
  const env = readEnv();
  const logger = createLogger(env);
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(env.dataDir, "pglite") },
  );
  logger.info({ driver: database.driver }, "database ready, migrations applied");
  await seedIfEmpty(database.db, { env, logger });

  const mailWorker = createMailWorker({ db: database.db, env, logger });
  const deps = {
    db: database.db,
    env,
    logger,
    mail: mailWorker,
    rateLimits: createRateLimitStore(),
  };
  let listener: RequestListener;
  let closeVite = async () => {};

  if (env.production) {
    const buildPath = path.resolve(env.BUILD_DIR, "server/index.js");
    const build = (await import(buildPath)) as ServerBuild;
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

  const server = createServer(listener);
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info({ port, mode: env.NODE_ENV }, `Sito pronto su http://localhost:${port}`);
    mailWorker.start();
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    await mailWorker.stop();
    await closeVite();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
