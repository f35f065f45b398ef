import path from "node:path";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { serveStatic } from "@hono/node-server/serve-static";
import { createRequestHandler, type ServerBuild } from "react-router";
import { sql } from "drizzle-orm";
import { createApi } from "./api";
import type { AppEnv, Deps } from "./context";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import { privatePagesNoStore } from "./http/auth";
import { downloadDisposition, SOFTWARE_URL_PREFIX } from "../domain/software/software-files.server";

export type AppOptions = Deps & {
  /** React Router's server build: the built module in production, Vite's live one in development. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of the client build, served in production only (Vite serves it in development). */
  clientDir?: string;
};

export function createApp(options: AppOptions) {
  const { env, logger, db } = options;
  const app = new Hono<AppEnv>();

  app.use(requestLog(logger));
  app.use(compress());
  app.use(
    securityHeaders({ production: env.production, analytics: Boolean(env.GA_MEASUREMENT_ID) }),
  );

  app.get("/healthz", async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      return c.json({ status: "error" }, 503);
    }
  });

  app.route("/api", createApi(options));

  // Uploaded and generated images live under DATA_DIR/uploads with generated, never-reused names.
  app.use(
    "/uploads/*",
    serveStatic({
      root: env.dataDir,
      onFound: (filePath, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
        // Downloadable software is saved, never opened in the browser.
        if (c.req.path.startsWith(SOFTWARE_URL_PREFIX)) {
          c.header("Content-Disposition", downloadDisposition(path.basename(filePath)));
        }
      },
    }),
  );

  if (options.clientDir) {
    const root = options.clientDir;
    app.use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use(
      "*",
      serveStatic({
        root,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
      }),
    );
  }

  const handleDocument = createRequestHandler(
    options.build,
    env.production ? "production" : "development",
  );
  app.use(privatePagesNoStore());
  app.all("*", (c) =>
    handleDocument(c.req.raw, {
      db,
      env: publicEnv(env),
      nonce: c.get("nonce"),
      // Server-only: loaders of the policy pages ask the provider (never sent to the browser).
      policyProviderUrl: env.POLICY_PROVIDER_URL ?? null,
      // Server-only: admin and customer page loaders check sessions (server/http/auth-loader.server.ts).
      sessionSecret: env.SESSION_SECRET ?? null,
    }),
  );

  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, "unhandled error");
    return c.json({ message: "Si è verificato un errore interno. Riprova più tardi." }, 500);
  });

  return app;
}

/** The part of the configuration route modules may see. */
function publicEnv(env: Deps["env"]) {
  return {
    siteUrl: env.PUBLIC_SITE_URL ?? `http://localhost:${env.PORT}`,
    gaMeasurementId: env.GA_MEASUREMENT_ID ?? null,
    webmailUrl: env.WEBMAIL_URL ?? null,
  };
}

export type PublicEnv = ReturnType<typeof publicEnv>;
