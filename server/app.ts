import { readdirSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApi } from "./api";
import { cachedApiPattern } from "./api/mounts";
import type { AppEnv, Deps } from "./context";
import { requestLog } from "./http/request-log";
import { compression } from "./http/compression";
import { clientInfo } from "./http/client-ip";
import { createSecurityHeaders } from "./http/security-headers";
import { privatePagesNoStore } from "./http/auth";
import { sameOrigin } from "./http/same-origin";
import { pageBodyLimit } from "./http/body-limit";
import { pageApiCaller } from "./http/page-api.server";
import { afterAdminWrite } from "./http/admin-writes";
import { enableReadMemo } from "../db/read-memo";
import { localContentChanges, type ContentChanges } from "./shared-state/content-changes";
import { createPageCache, PAGE_CACHE_DEFAULTS, type PageCacheSettings } from "./page-cache";
import { nextPublicChange } from "./public-changes";
import { answerError } from "./http/error-answer";
import { createDatabaseProbe } from "./http/database-probe";
import { softwareDisposition } from "../features/software/software-files.server";
import { consentPageVariant } from "../features/consent/consent-cookie";
import { serveUploads } from "./storage/serve-uploads";
import { createRedirectAnswers } from "../features/redirects/redirect-answers.server";

export type AppOptions = Deps & {
  /** React Router's server build: the built module in production, Vite's live one in development. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of the client build, served in production only (Vite serves it in development). */
  clientDir?: string;
  /** Public page cache settings over the defaults (tests: a clock, a small bound). */
  pageCache?: Partial<PageCacheSettings>;
  /** Keep the site settings in memory between admin writes (db/read-memo.ts); default: in production. */
  readMemo?: boolean;
  /** Admin writes told to every instance (server/shared-state/); default: this process only. */
  contentChanges?: ContentChanges;
};

export function createApp(options: AppOptions) {
  const { env, logger, db } = options;
  const app = new Hono<AppEnv>();

  const security = createSecurityHeaders({
    production: env.production,
    analytics: Boolean(env.GA_MEASUREMENT_ID),
    webmailUrl: env.WEBMAIL_URL,
  });

  // Public pages and JSON calls from memory (decision 010); off when its bound is 0. The JSON
  // calls kept are those the manifests declare cached (decision 055); a page has a second copy
  // without the cookie banner, read once the consent cookie holds a choice (decision 053).
  const cachedApis = cachedApiPattern();
  const cacheSettings: PageCacheSettings = {
    ...PAGE_CACHE_DEFAULTS,
    maxBytes: env.pageCacheBytes,
    now: () => Date.now(),
    nextPublication: (after) => nextPublicChange(db, after),
    onError: (error) => logger.warn({ err: error }, "page cache: next publication unknown"),
    frontHeaders: (contentType, hashes) => security.headersFor(contentType, { hashes }),
    cachedApiPath: (path) => cachedApis.test(path),
    variantOf: consentPageVariant,
    ...options.pageCache,
  };
  const pageCache = cacheSettings.maxBytes > 0 ? createPageCache(cacheSettings) : null;
  // The site settings every page reads, from memory until the next admin write (decision 013).
  const readMemo =
    (options.readMemo ?? env.production)
      ? enableReadMemo(db, { maxAgeMs: cacheSettings.maxAgeMs, now: cacheSettings.now })
      : null;

  app.use(clientInfo(env.proxyTrust));
  app.use(requestLog(logger));
  // A stored page or JSON answer goes out from here, with the headers of the steps below
  // worked out when it was stored (decision 013).
  if (pageCache) app.use(pageCache.hits);
  app.use(compression());
  app.use(security.middleware);
  // Public content may have changed, here or on another instance: the stored pages and the
  // remembered reads go (decision 028).
  const contentChanges = options.contentChanges ?? localContentChanges();
  contentChanges.subscribe(() => {
    pageCache?.clear();
    readMemo?.clear();
  });
  app.use(afterAdminWrite(() => contentChanges.publish()));
  // Redirects before any page is drawn, from a table in memory read again after each content
  // change; public 404s counted per path (decision 062).
  const redirectAnswers = createRedirectAnswers({ db, logger, contentChanges });
  app.use(redirectAnswers.notFoundLog);
  app.use(redirectAnswers.answer);

  // Within 2 s whatever the database does; while the process drains on SIGTERM the answer is
  // 503 "stopping", given before this app sees the request (server/http/graceful-shutdown.ts).
  const databaseAnswers = createDatabaseProbe(db, logger);
  app.get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    return (await databaseAnswers()) ? c.json({ status: "ok" }) : c.json({ status: "error" }, 503);
  });

  if (pageCache) app.use("/api/*", pageCache.api);
  const api = createApi(options);
  app.route("/api", api);

  // Uploads and generated images, with generated, never-reused names, from DATA_DIR/uploads or
  // the S3 bucket; downloadable software is saved, never opened in the browser.
  app.use("/uploads/*", serveUploads(options.storage, { disposition: softwareDisposition }));

  if (options.clientDir) {
    const root = options.clientDir;
    // Fingerprinted files, compressed once at build time (scripts/precompress.mjs, decision 015):
    // `file.br` or `file.gz` is sent as it is when the browser takes it; the compression step
    // leaves an encoded answer alone.
    app.use(
      "/assets/*",
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
          const type = c.res.headers.get("Content-Type") ?? "";
          if (COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) && !c.res.headers.has("Vary")) {
            c.header("Vary", "Accept-Encoding");
          }
        },
      }),
    );
    // The other files of the client build (public/: icons, manifest, portfolio images), listed
    // once: a page request does not look for a file on disk first.
    const publicFiles = clientFiles(root);
    const servePublic = serveStatic<AppEnv>({
      root,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
    });
    app.use("*", (c, next) => (publicFiles.has(c.req.path) ? servePublic(c, next) : next()));
  }

  const handleDocument = createRequestHandler(
    options.build,
    env.production ? "production" : "development",
  );
  app.use(privatePagesNoStore());
  // Page form posts (route actions, decision 024) follow the API's rules: no foreign Origin,
  // bodies within the API's default limit.
  app.use(sameOrigin(env.siteUrl), pageBodyLimit());
  if (pageCache) app.use(pageCache.pages);
  app.all("*", (c) =>
    handleDocument(c.req.raw, {
      db,
      env: publicEnv(env),
      nonce: c.get("nonce"),
      wholeDocument: c.get("publicCache") === true,
      // Server-only: loaders of the policy pages ask the provider (never sent to the browser).
      policyProviderUrl: env.POLICY_PROVIDER_URL ?? null,
      // Server-only: loaders log what they skip (a page block that no longer parses).
      logger,
      // Server-only: the data of the page blocks the server alone draws (decision 060).
      drawnBlocks: new Map(),
      // Server-only: admin and customer page loaders check sessions (server/http/auth-loader.server.ts).
      sessionSecret: env.SESSION_SECRET ?? null,
      // Server-only: the reference page of the API for administrators (/admin/api).
      apiDocument: api.document,
      // Server-only: the forms' page actions send their JSON call to the API in process.
      callApi: pageApiCaller(api, c),
    }),
  );

  app.onError(answerError(logger));

  return app;
}

/**
 * URL paths of the files under the client build, but for assets/ (served on their own): the build
 * does not change while the server runs.
 */
function clientFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name));
    const urlPath = `/${relative.split(path.sep).join("/")}`;
    if (!urlPath.startsWith("/assets/")) files.add(urlPath);
  }
  return files;
}

/** The part of the configuration route modules may see. */
function publicEnv(env: Deps["env"]) {
  return {
    siteUrl: env.siteUrl,
    gaMeasurementId: env.GA_MEASUREMENT_ID ?? null,
    webmailUrl: env.WEBMAIL_URL ?? null,
  };
}

export type PublicEnv = ReturnType<typeof publicEnv>;
