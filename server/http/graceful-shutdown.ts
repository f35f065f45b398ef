import type { RequestListener, Server, ServerResponse } from "node:http";
import type { Logger } from "../logger";

/** The hard limit: a request still running after this long is cut and the process exits with 1. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

export type GracefulShutdownOptions = {
  server: Server;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** Run one after the other once the last request is answered (mail worker, Vite, database). */
  closeHooks?: Array<() => Promise<void> | void>;
  timeoutMs?: number;
  /** process.exit; tests pass their own. */
  exit?: (code: number) => void;
};

export type GracefulShutdown = {
  /** True from the first signal on: /healthz answers 503 "stopping". */
  readonly stopping: boolean;
  /** Wraps the site's request listener; mount the result as the server's "request" listener. */
  track(listener: RequestListener): RequestListener;
  /** Drains and exits; later calls (a second signal) return the same promise. */
  shutdown(signal: string): Promise<void>;
};

/**
 * SIGTERM without dropping requests (docs/decisions/008-database-faults-and-shutdown.md):
 * accept what already waits in the listen backlog, stop accepting connections, close the idle
 * keep-alive ones, let the requests in flight finish
 * and answer them with `Connection: close` (a client must not send another request on a
 * connection that is about to go), then run the close hooks and exit 0. After `timeoutMs`
 * whatever is left is cut and the process exits with 1.
 *
 * Node's server.close() alone is not enough: a keep-alive connection whose request was in flight
 * stays open after its answer until the keep-alive timeout, and a request the client sends on it
 * meanwhile was reset by the hard limit.
 */
/**
 * How long the listener still accepts after the signal: the connections the kernel completed
 * while the event loop was busy are taken from the backlog and their requests read (answered
 * with `Connection: close`) instead of being reset by the listener's close. Counting event loop
 * turns was not enough in the test: Node accepts a backlog a few connections at a time.
 */
export const ACCEPT_GRACE_MS = 100;

export function createGracefulShutdown(options: GracefulShutdownOptions): GracefulShutdown {
  const { server, logger } = options;
  const timeoutMs = options.timeoutMs ?? SHUTDOWN_TIMEOUT_MS;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  let done: Promise<void> | null = null;

  /** A connection whose answer went out with keep-alive (headers sent before the signal) closes now. */
  const closeWhenAnswered = (res: ServerResponse) =>
    res.once("finish", () => {
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });

  const track =
    (listener: RequestListener): RequestListener =>
    (req, res) => {
      inFlight.add(res);
      res.once("close", () => inFlight.delete(res));
      closeWhenAnswered(res);
      if (!stopping) return listener(req, res);
      // Arrived on a connection that was already busy when the signal came.
      res.setHeader("Connection", "close");
      if (req.url?.split("?")[0] === "/healthz") {
        const body = JSON.stringify({ status: "stopping" });
        res.writeHead(503, {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
          "Cache-Control": "no-store",
        });
        res.end(body);
        return;
      }
      listener(req, res);
    };

  const drain = async (signal: string) => {
    stopping = true;
    for (const res of inFlight) {
      if (!res.headersSent) res.setHeader("Connection", "close");
    }
    // The connections the kernel completed while the event loop was busy (CPU-bound work, a
    // burst) wait in the listen backlog, and a request just read may not be parsed yet: closing
    // the listener would reset the first, closing "idle" connections the second.
    await new Promise<void>((resolve) => setTimeout(resolve, ACCEPT_GRACE_MS));
    // close() stops accepting and, since Node 19, closes the idle keep-alive connections; it calls
    // back once the last busy connection has ended.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    logger.info({ signal, inFlight: inFlight.size }, "shutting down: draining requests");
    let cut = false;
    const deadline = setTimeout(() => {
      cut = true;
      logger.warn(
        { inFlight: inFlight.size, timeoutMs },
        "shutdown took too long: cutting requests",
      );
      server.closeAllConnections();
      exit(1);
    }, timeoutMs);
    await closed;
    for (const hook of options.closeHooks ?? []) {
      try {
        await hook();
      } catch (error) {
        logger.error({ err: error }, "shutdown: a close hook failed");
      }
    }
    clearTimeout(deadline);
    if (cut) return;
    logger.info("shutdown complete");
    exit(0);
  };

  return {
    get stopping() {
      return stopping;
    },
    track,
    shutdown(signal) {
      done ??= drain(signal);
      return done;
    },
  };
}
