import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { startFreezableProxy, type FreezableProxy } from "#tests/helpers/freezable-proxy";
import { createScratchDatabase, type ScratchDatabase } from "#tests/helpers/postgres";
import { startInstance, type Instance } from "#tests/helpers/server-instance";
import { startTestSmtpServer, type TestSmtpServer } from "#tests/helpers/smtp";

/**
 * The real production server process on PostgreSQL through a proxy that can stop the database
 * (decisions 008 and 041): its background jobs outlive the outage, and SIGTERM answers every
 * request already sent. One server for both, its jobs every 200 ms (JOBS_INTERVAL_MS).
 */
const ADMIN_PASSWORD = "Prova-Resilienza-2026";
const JOBS = [
  "mail outbox",
  "renewal reminders",
  "activity log purge",
  "content changes",
  "404 log purge",
  "versions purge",
];

/** Calls `check` every 50 ms until it holds; throws after `timeoutMs`. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function health(url: string) {
  try {
    return (await fetch(`${url}/healthz`)).status;
  } catch {
    return 0;
  }
}

/** A login on a connection of its own: its status, or the socket error that ended it. */
function login(url: string) {
  const body = JSON.stringify({ username: "admin", password: ADMIN_PASSWORD });
  const request = http.request(`${url}/api/admin/login`, {
    method: "POST",
    agent: false,
    headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status?: number; error?: string }>((resolve) => {
    request.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode }));
      res.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
    });
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
  });
  const sent = new Promise<void>((resolve) => request.end(body, resolve));
  return { sent, answer };
}

describe("the server process under database outages and SIGTERM", () => {
  let database: ScratchDatabase;
  let proxy: FreezableProxy;
  let smtp: TestSmtpServer;
  let server: Instance;

  beforeAll(async () => {
    if (!buildIfNeeded({ stdio: ["ignore", 2, 2] })) throw new Error("the build failed");
    database = await createScratchDatabase();
    proxy = await startFreezableProxy(database.url);
    smtp = await startTestSmtpServer();
    server = await startInstance({
      DATABASE_URL: proxy.through(database.url),
      SMTP_URL: smtp.url,
      ADMIN_PASSWORD,
      JOBS_INTERVAL_MS: "200",
    });
  }, 600_000);

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await smtp?.close();
    await database?.drop();
  });

  const jobLines = (job: string, msg: string) =>
    server.logs.filter((line) => line.job === job && line.msg === msg);

  it("every background job logs the outage, keeps the process alive and works again after it", async () => {
    await until(async () => (await health(server.url)) === 200);
    await proxy.cut();
    await until(() =>
      JOBS.every((job) => jobLines(job, `${job}: database unavailable`).length > 0),
    );
    expect(await health(server.url)).toBe(503);

    await proxy.restore();
    await until(() => JOBS.every((job) => jobLines(job, `${job}: working again`).length > 0));
    await until(async () => (await health(server.url)) === 200);
    expect(server.running()).toBe(true);
    expect(server.logs.filter((line) => line.msg === "unhandled promise rejection")).toEqual([]);
  }, 60_000);

  it("answers every password check sent just before SIGTERM, resetting none", async () => {
    const logins = Array.from({ length: 16 }, () => login(server.url));
    await Promise.all(logins.map((one) => one.sent));
    server.kill("SIGTERM");
    const answers = await Promise.all(logins.map((one) => one.answer));
    expect(answers.filter((answer) => answer.error)).toEqual([]);
    for (const { status } of answers) expect([200, 429, 503]).toContain(status);
    expect(await server.exited).toBe(0);
  }, 60_000);
});
