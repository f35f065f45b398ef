// The bench's own load balancer for `npm run bench -- --instances`: a node:http server on a free
// loopback port that sends each request to the next of its upstream servers in turn, over
// keep-alive connections, and streams the answer back as it comes.
import { Agent, createServer, request } from "node:http";

/** Starts the proxy in front of `upstreams` (base URLs); resolves with { url, stop() }. */
export async function startRoundRobinProxy(upstreams) {
  const targets = upstreams.map((base) => ({
    url: new URL(base),
    agent: new Agent({ keepAlive: true, maxSockets: 256 }),
  }));
  let next = 0;
  const server = createServer((req, res) => {
    const target = targets[next];
    next = (next + 1) % targets.length;
    const forward = request(
      {
        host: target.url.hostname,
        port: target.url.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent: target.agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () =>
      new Promise((resolve) => {
        for (const target of targets) target.agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
