import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SHUTDOWN_TIMEOUT_MS } from "./graceful-shutdown";

const serverScript = path.resolve(import.meta.dirname, "../../tests/helpers/shutdown-server.ts");

type LogLine = { msg?: string; port?: number };

/** The fixture server in a child process of its own, with its JSON log lines. */
async function startServer(hardLimitMs: number) {
  const child = spawn(process.execPath, ["--import", "tsx", serverScript, String(hardLimitMs)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines: LogLine[] = [];
  let buffered = "";
  const waiters: Array<() => void> = [];
  child.stdout!.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split("\n");
    buffered = complete.pop() ?? "";
    for (const line of complete) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
    for (const wake of waiters.splice(0)) wake();
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on("exit", (code) => resolve({ code, at: performance.now() })),
  );
  /** Resolves with the first log line whose msg is `msg`, waiting for it if needed. */
  const logged = async (msg: string): Promise<LogLine> => {
    for (;;) {
      const line = lines.find((l) => l.msg === msg);
      if (line) return line;
      if (child.exitCode !== null) throw new Error(`the server exited before logging "${msg}"`);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  const port = (await logged("listening")).port!;
  return { child, port, lines, exited, logged };
}

/** A raw TCP connection that records everything the server sends and when it closes. */
async function connect(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  socket.on("error", () => {});
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  return {
    socket,
    closed,
    received: () => received,
    /** Resolves once the received text contains `text`. */
    until: async (text: string) => {
      while (!received.includes(text)) await new Promise((resolve) => setTimeout(resolve, 10));
    },
  };
}

function request(path: string) {
  return `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`;
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

describe("graceful shutdown on SIGTERM (real server in a child process)", () => {
  it("has a hard limit of 10 s", () => {
    expect(SHUTDOWN_TIMEOUT_MS).toBe(10_000);
  });

  it("refuses new connections, closes idle ones, answers what is in flight, then exits 0", async () => {
    const server = await startServer(SHUTDOWN_TIMEOUT_MS);
    children.push(server.child);

    // A keep-alive connection that has had its answer and now sits idle.
    const idle = await connect(server.port);
    idle.socket.write(request("/"));
    await idle.until("\r\n\r\nok");
    // A request in flight when the signal comes.
    const slow = await connect(server.port);
    slow.socket.write(request("/slow?ms=1500"));
    await server.logged("slow request started");
    // A health check whose request is still arriving (headers sent, final blank line not yet).
    const health = await connect(server.port);
    health.socket.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\n");

    const signalled = performance.now();
    server.child.kill("SIGTERM");
    await server.logged("shutting down: draining requests");

    await expect(connect(server.port)).rejects.toMatchObject({ code: "ECONNREFUSED" });
    await idle.closed;
    expect(performance.now() - signalled).toBeLessThan(1_000);

    health.socket.write("\r\n");
    await health.closed;
    expect(health.received()).toMatch(/^HTTP\/1\.1 503 /);
    expect(health.received()).toMatch(/\r\nConnection: close\r\n/i);
    expect(health.received()).toMatch(/\r\n\r\n\{"status":"stopping"\}$/);

    await slow.closed;
    expect(slow.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(slow.received()).toMatch(/\r\nConnection: close\r\n/i);
    expect(slow.received()).toMatch(/slow done$/);

    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    expect(server.lines.map((l) => l.msg)).toEqual(
      expect.arrayContaining(["close hook ran", "shutdown complete"]),
    );
  });

  it("answers the requests whose connections were still waiting to be accepted at the signal", async () => {
    const server = await startServer(SHUTDOWN_TIMEOUT_MS);
    children.push(server.child);
    const busy = await connect(server.port);
    busy.socket.write(request("/busy?ms=1000"));
    await server.logged("busy request started");
    // Sent while the event loop is held: the kernel completes the connections, nobody accepts them.
    const burst = await Promise.all(Array.from({ length: 16 }, () => connect(server.port)));
    for (const one of burst) one.socket.write(request("/"));
    server.child.kill("SIGTERM");

    await Promise.all([busy, ...burst].map((one) => one.closed));
    expect(busy.received()).toMatch(/busy done$/);
    for (const one of burst) expect(one.received()).toMatch(/^HTTP\/1\.1 200 [^]*\r\n\r\nok$/);
    expect((await server.exited).code).toBe(0);
  });

  it("cuts a request that outlasts the hard limit and exits 1 on time", async () => {
    const hardLimitMs = 1_000;
    const server = await startServer(hardLimitMs);
    children.push(server.child);
    const stuck = await connect(server.port);
    stuck.socket.write(request("/slow?ms=60000"));
    await server.logged("slow request started");

    const signalled = performance.now();
    server.child.kill("SIGTERM");
    const { code, at } = await server.exited;
    expect(code).toBe(1);
    expect(at - signalled).toBeGreaterThanOrEqual(hardLimitMs - 50);
    expect(at - signalled).toBeLessThan(hardLimitMs + 1_500);
    await stuck.closed;
    expect(stuck.received()).toBe("");
    expect(server.lines.map((l) => l.msg)).toContain("shutdown took too long: cutting requests");
  });
});
