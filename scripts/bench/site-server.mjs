// The production site for `npm run bench` and `npm run lighthouse`: build when needed, then one
// server process on a free loopback port with a fresh data dir (and, with DATABASE_URL, a fresh
// PostgreSQL database on that server), stopped and cleaned up afterwards.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { buildIfNeeded } from "../build-if-needed.mjs";
import { serverCommand, serverEnv } from "../server-command.mjs";

/**
 * How the production server is started: the compiled server, as `npm start` runs it
 * (scripts/server-command.mjs). `pid` of this process is the server itself, so
 * /proc/<pid>/status is the server's memory.
 */
const SERVER_COMMAND = serverCommand;

/** Builds the site and the server when missing or older than the sources (as `npm start` does). */
export function ensureBuild() {
  if (!buildIfNeeded({ stdio: ["ignore", 2, 2] })) throw new Error("the build failed");
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A new, empty database on the PostgreSQL server of `url`; returns its URL and a drop(). */
async function freshPostgres(url) {
  const name = `bench_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  return {
    name,
    url: benchUrl.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** VmRSS and VmHWM (peak) of a process, in bytes, from /proc/<pid>/status; null where unknown. */
export function processMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name) => {
      const match = new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status);
      return match ? Number(match[1]) * 1024 : null;
    };
    return { rss: field("VmRSS"), peak: field("VmHWM") };
  } catch {
    return { rss: null, peak: null };
  }
}

/** CPU time (user + system) of a process in clock ticks, from /proc/<pid>/stat; null if gone. */
export function cpuTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/**
 * Resolves once the process has been nearly idle (under ~10% of one core) for 250 ms, so a round
 * does not start while the server still works off the requests a previous round left queued.
 * Resolves with the milliseconds waited; gives up after `timeoutMs`.
 */
export async function waitIdle(pid, { timeoutMs = 60_000 } = {}) {
  const start = Date.now();
  let last = cpuTicks(pid);
  while (last !== null && Date.now() - start < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = cpuTicks(pid);
    if (now === null || now - last <= 2) break;
    last = now;
  }
  return Date.now() - start;
}

/** Forwards the server's output to stderr, one prefixed line at a time. */
function forward(stream) {
  let pending = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) if (line) process.stderr.write(`server: ${line}\n`);
  });
}

/**
 * Builds if needed, starts the production server and waits for /healthz.
 * `env` is added last to the server's environment (the bench's uncached site: PAGE_CACHE_MB=0).
 * `databaseUrl` runs it on the database of a site already started (a second instance), else
 * it gets a fresh one when DATABASE_URL is set.
 * Resolves with { url, pid, driver, dataDir, databaseUrl, stop() }; stop() is safe to call twice.
 */
export async function startSite({
  healthTimeoutMs = 120_000,
  env: extraEnv = {},
  databaseUrl = null,
} = {}) {
  ensureBuild();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "sd-bench-"));
  const database = databaseUrl
    ? { url: databaseUrl, drop: async () => {} }
    : process.env.DATABASE_URL
      ? await freshPostgres(process.env.DATABASE_URL)
      : null;

  const env = {
    ...serverEnv,
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    PUBLIC_SITE_URL: url,
    ADMIN_PASSWORD: randomBytes(15).toString("base64url"),
    DATABASE_URL: database?.url ?? "",
    ...extraEnv,
  };
  const [command, ...args] = SERVER_COMMAND;
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  forward(child.stdout);
  forward(child.stderr);
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop().catch((error) => {
      console.error(`bench: could not drop database ${database.name}: ${error.message}`);
    });
  };

  const deadline = Date.now() + healthTimeoutMs;
  let early = null;
  exited.then((status) => (early = status));
  for (;;) {
    if (early) {
      await stop();
      throw new Error(`the server exited before it was healthy (${early.code ?? early.signal})`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /healthz within ${healthTimeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid,
    driver: database ? "postgres" : "pglite",
    dataDir,
    databaseUrl: database?.url ?? null,
    stop,
  };
}

/**
 * Stops the servers of `sites` (an array the caller may add to later) on Ctrl-C or SIGTERM, so
 * no server or temporary directory is left behind.
 */
export function stopOnSignal(sites) {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      console.error(`bench: ${signal}, stopping the server`);
      void Promise.allSettled(sites.map((site) => site.stop())).finally(() => process.exit(130));
    });
  }
}
