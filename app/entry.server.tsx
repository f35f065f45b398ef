import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { NonceContext } from "#kit/lib/nonce";
import { DrawnBlockData } from "#features/pages/site/drawn-blocks";
import { RenderBatchStream } from "../server/http/render-stream";
import { readEnv } from "../server/env";
import { createLogger } from "../server/logger";
import { logPageError } from "../server/http/page-error-log";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from "../server/http/database-unavailable";

export const streamTimeout = 5_000;

/**
 * Loader and action errors go to the site's log through the safe error serializer; React
 * Router's default printed them whole, with the values of a failed query.
 */
const logger = createLogger(readEnv());

/** Requests whose loaders found the database unavailable: their error page answers 503. */
const databaseUnavailable = new WeakSet<Request>();

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  if (isDatabaseUnavailable(error)) databaseUnavailable.add(request);
  logPageError(logger, error, path);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce } = loadContext;
  if (databaseUnavailable.has(request)) {
    // The error page tells the visitor to retry; crawlers and monitors read the same from the status.
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    responseHeaders.set("Cache-Control", "no-store");
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers, no-JS clients and the page cache get the whole document at once; browsers get it
    // streamed.
    const readyOption =
      loadContext.wholeDocument || (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? "onAllReady"
        : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <DrawnBlockData.Provider value={loadContext.drawnBlocks}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DrawnBlockData.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new RenderBatchStream();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "page rendering error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
