import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serverCommand, serverEnv } from "../../scripts/server-command.mjs";

/**
 * One production server process (the compiled server of `npm run build`, under $BUILD_DIR), as
 * the instances behind a load balancer run it (decision 028): the multi-instance tests start two
 * of them on one PostgreSQL database.
 */
export type Instance = {
  url: string;
  /** Its JSON log lines so far. */
  logs: Record<string, unknown>[];
  /** Sends `signal` without waiting (stop() still waits and cleans up). */
  kill(signal: NodeJS.Signals): void;
  /** Whether the process is still running. */
  running(): boolean;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the exit and removes its DATA_DIR. */
  stop(): Promise<void>;
};

/** Starts one on a free loopback port with `env` added; resolved once it listens. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sd-multi-"));
  const [command, ...args] = serverCommand;
  const child: ChildProcess = spawn(command!, args, {
    env: {
      ...serverEnv,
      PATH: process.env.PATH ?? "",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const port = await new Promise<number>((resolve, reject) => {
    let pending = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logs.push(entry);
          if (typeof entry.port === "number" && entry.mode === "production") resolve(entry.port);
        } catch {
          // not a log line
        }
      }
    });
    void exited.then(() => reject(new Error(`the server exited before listening: ${errors}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    logs,
    kill: (signal) => void child.kill(signal),
    running: () => child.exitCode === null && child.signalCode === null,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
