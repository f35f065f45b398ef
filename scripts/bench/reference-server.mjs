// The reference server: answers every captured path with the exact status, headers and bytes the
// site sent (already compressed), from memory, doing no other work. Started by ./reference.mjs
// with fork(); it receives the captures over IPC and answers with the port it listens on.
import { createServer } from "node:http";

process.once("message", ({ responses }) => {
  const byPath = new Map(responses.map((r) => [r.path, r]));
  const server = createServer((req, res) => {
    const response = byPath.get(req.url);
    if (!response) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(response.status, response.headers).end(response.body);
  });
  server.keepAliveTimeout = 5_000;
  server.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }));
  process.once("disconnect", () => server.close(() => process.exit(0)));
});
