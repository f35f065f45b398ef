import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serverCommand, serverEnv } from "../../../scripts/server-command.mjs";

/**
 * A production server of the spec's own (same build, fresh data dir and seed), for specs that
 * change what the shared e2e server's other specs rely on, such as the admin's sign-in.
 */
export type OwnServer = { base: string; stop: () => Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("own e2e server did not start in time");
}

/** Starts the server with ADMIN_PASSWORD=`adminPassword`; `cwd` is the project's folder. */
export async function startOwnServer(cwd: string, adminPassword: string): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "sd-e2e-own-"));
  const base = `http://127.0.0.1:${port}`;
  const [command = process.execPath, ...args] = serverCommand;
  const server = spawn(command, args, {
    cwd,
    env: {
      ...serverEnv,
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD: adminPassword,
      PUBLIC_SITE_URL: "",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForHealth(base, server, 110_000);
  return {
    base,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
