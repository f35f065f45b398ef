// `npm start`: build the site and the server when there is no up-to-date build, then run the
// compiled server (scripts/server-command.mjs) in production mode.
import { spawn } from "node:child_process";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { serverCommand, serverEnv } from "./server-command.mjs";

if (!buildIfNeeded()) process.exit(1);

// Not spawnSync: a blocked parent cannot pass on a signal. A container stop or `kill` reaches only
// this process; without forwarding, it would die at once and leave the server running without the
// SIGTERM that drains it (server/http/graceful-shutdown.ts).
const [command, ...args] = serverCommand;
const server = spawn(command, args, {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...serverEnv, ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
