// Captures the site's answers and serves them again from the reference server (see
// ./reference-server.mjs), a separate process so it does not share the load generator's CPU time.
import { fork } from "node:child_process";
import { request } from "node:http";
import { fileURLToPath } from "node:url";
import { BROWSER_HEADERS } from "./common.mjs";

/** Headers that belong to one connection or one moment, not to the response. */
const DROPPED = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "date",
  "content-length",
]);

/** One GET with the browser's headers; the body is kept as sent (still gzip/br encoded). */
function capture(baseUrl, path) {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { headers: BROWSER_HEADERS }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const headers = Object.fromEntries(
          Object.entries(res.headers).filter(([name]) => !DROPPED.has(name)),
        );
        headers["content-length"] = String(body.length);
        resolve({ path, status: res.statusCode ?? 0, headers, body });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** Starts the reference server with the site's answers for `paths`; resolves { url, pid, stop }. */
export async function startReference(siteUrl, paths) {
  const responses = [];
  for (const path of paths) responses.push(await capture(siteUrl, path));
  const child = fork(fileURLToPath(new URL("./reference-server.mjs", import.meta.url)), {
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const port = await new Promise((resolve, reject) => {
    child.once("message", (message) => resolve(message.port));
    child.once("exit", (code) => reject(new Error(`reference server exited (${code})`)));
    child.send({ responses });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    responses: responses.map(({ path, status, headers, body }) => ({
      path,
      status,
      encoding: headers["content-encoding"] ?? "identity",
      bytes: body.length,
    })),
    async stop() {
      if (child.connected) child.disconnect();
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
