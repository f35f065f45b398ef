// The child process of server/http/graceful-shutdown.test.ts: a real node:http server whose
// request listener goes through createGracefulShutdown, as in server/index.ts, stopped by a real
// signal. GET /slow?ms=N answers "slow done" after N ms; GET /busy?ms=N holds the event loop for
// N ms (CPU-bound work: PGlite's queries run on it) and answers "busy done"; any other path
// answers "ok" at once.
// Logs JSON lines on standard output (the site's logger); the first carries the port.
// Usage: node --import tsx tests/helpers/shutdown-server.ts [hard limit in ms]
import { createServer } from "node:http";
import { createGracefulShutdown } from "#server/http/graceful-shutdown";
import { createLogger } from "#server/logger";

const timeoutMs = Number(process.argv[2] ?? 10_000);
const logger = createLogger({ NODE_ENV: "production", LOG_LEVEL: "info" });
const server = createServer();
const shutdown = createGracefulShutdown({
  server,
  logger,
  timeoutMs,
  closeHooks: [
    async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      logger.info("close hook ran");
    },
  ],
});

server.on(
  "request",
  shutdown.track((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/busy") {
      logger.info("busy request started");
      const until = Date.now() + Number(url.searchParams.get("ms") ?? 500);
      while (Date.now() < until);
      res.end("busy done");
      return;
    }
    if (url.pathname !== "/slow") {
      res.end("ok");
      return;
    }
    logger.info({ path: url.pathname }, "slow request started");
    setTimeout(() => res.end("slow done"), Number(url.searchParams.get("ms") ?? 1_000));
  }),
);

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  logger.info({ port: typeof address === "object" && address ? address.port : null }, "listening");
});
process.on("SIGTERM", () => void shutdown.shutdown("SIGTERM"));
