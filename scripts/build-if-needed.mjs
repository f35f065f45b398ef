// Builds what is missing or older than its sources: `npm start`, the e2e server and the bench
// scripts share this check. Three outputs under $BUILD_DIR (default build/):
//   server/index.js      React Router's build of app/ (`react-router build`), which empties
//                        $BUILD_DIR first, so the two below are redone after it;
//   precompressed.json   written once the client assets have their .br and .gz files
//                        (scripts/precompress.mjs, decision 015);
//   server-app/index.js  the compiled server (scripts/build-server.mjs); its sources are the
//                        files esbuild read last time (server-app/inputs.json).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { PRECOMPRESSED_RECORD } from "./precompress.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const siteEntry = path.join(buildDir, "server", "index.js");
const precompressed = path.join(buildDir, PRECOMPRESSED_RECORD);
const siteSources = [
  "app",
  "features",
  "kit",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  // The build helpers vite.config.ts imports.
  "scripts/shell-chunk.mjs",
  "scripts/icon-copies.mjs",
  "scripts/react-router-production.mjs",
];
const serverEntry = path.join(buildDir, "server-app", "index.js");
const serverInputs = path.join(buildDir, "server-app", "inputs.json");
const serverConfig = ["scripts/build-server.mjs", "tsconfig.json", "package.json"];

/** Newest modification time under `entry`; `missing` when it does not exist. */
function newestMtime(entry, missing = 0) {
  if (!existsSync(entry)) return missing;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

function builtAt(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

function serverSources() {
  try {
    return [...JSON.parse(readFileSync(serverInputs, "utf8")), ...serverConfig];
  } catch {
    return null; // no record of the last build: build
  }
}

/**
 * Builds when needed; build output goes to `stdio`. Returns false when a build failed.
 * `react-router build` runs when build/server/index.js is older than app/, features/, public/ or the
 * Vite configuration; the assets are precompressed after it, or when the record of that is
 * missing or older than the site (a run stopped half-way); the server bundle is built when it is
 * older than any file it was built from.
 */
export function buildIfNeeded({ stdio = "inherit" } = {}) {
  const env = { ...process.env, BUILD_DIR: buildDir };
  const siteBuiltAt = builtAt(siteEntry);
  if (siteBuiltAt < Math.max(...siteSources.map((entry) => newestMtime(entry)))) {
    console.error(siteBuiltAt ? "Sorgenti modificati: ricostruisco il sito..." : "Prima build del sito...");
    if (spawnSync("npx", ["react-router", "build"], { stdio, env }).status !== 0) return false;
  }
  if (builtAt(precompressed) < Math.max(builtAt(siteEntry), builtAt("scripts/precompress.mjs"))) {
    const run = spawnSync(process.execPath, ["scripts/precompress.mjs"], { stdio, env });
    if (run.status !== 0) return false;
  }
  const sources = serverSources();
  const serverBuiltAt = builtAt(serverEntry);
  // A file the last build read and that is gone now changes the bundle: it counts as newer.
  const newest = sources && Math.max(...sources.map((file) => newestMtime(file, Infinity)));
  if (sources && serverBuiltAt >= newest) return true;
  console.error(serverBuiltAt ? "Sorgenti del server modificati: ricompilo il server..." : "Compilo il server...");
  return (
    spawnSync(process.execPath, ["scripts/build-server.mjs"], { stdio, env }).status === 0
  );
}
