// Compiles the production server: server/index.ts and everything it imports from server/, db/,
// features/ and kit/ (none of them imports app/) into one ESM file with esbuild.
// Every package in node_modules stays an import resolved at run time, so native addons (sharp,
// argon2), PGlite's WASM and data files and pino load from node_modules exactly as from source.
// React Router's own build ($BUILD_DIR/server/index.js) is not part of it: the server imports
// that one at start-up. Decision 011.
//
//   $BUILD_DIR/server-app/index.js       the entry `npm start` runs (written below)
//   $BUILD_DIR/server-app/server.js      the compiled server, and server.js.map beside it
//   $BUILD_DIR/server-app/inputs.json    the source files esbuild read (scripts/build-if-needed.mjs)
//
// `react-router build` empties $BUILD_DIR, so this runs after it (`npm run build`,
// scripts/build-if-needed.mjs).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const outDir = path.join(process.env.BUILD_DIR ?? "build", "server-app");

export async function buildServer() {
  const started = Date.now();
  const outfile = path.join(outDir, "server.js");
  const result = await build({
    entryPoints: ["server/index.ts"],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    packages: "external",
    sourcemap: "linked",
    // Stack traces need the mappings only; the sources are in the repository.
    sourcesContent: false,
    metafile: true,
    logLevel: "warning",
    legalComments: "none",
    tsconfig: "tsconfig.json",
  });
  const output = result.metafile.outputs[outfile.split(path.sep).join("/")];
  if (!output) throw new Error(`esbuild wrote no ${outfile}`);
  const packages = [
    ...new Set(
      output.imports
        .filter((i) => i.external && i.kind === "import-statement" && !i.path.startsWith("node:"))
        .map((i) => i.path),
    ),
  ];
  writeFileSync(path.join(outDir, "index.js"), entry(packages));
  const inputs = Object.keys(result.metafile.inputs);
  writeFileSync(path.join(outDir, "inputs.json"), JSON.stringify(inputs, null, 1) + "\n");
  console.error(
    `server: ${outfile} (${Math.round(output.bytes / 1024)} kB from ${inputs.length} files) in ${Date.now() - started} ms`,
  );
}

/**
 * The entry: the packages first, then source maps on, then the server. Node parses the source map
 * of every module loaded while maps are on, and keeps it; the packages' own maps (drizzle-orm's,
 * PGlite's) would cost about 20 MB of heap and part of a second at start for stack frames inside
 * node_modules. Loaded here first, they are already in the module cache when server.js imports
 * them: only server.js.map is read, so stack traces name server/, db/ and features/ files.
 * The packages are evaluated in the same order as the bundle's own imports would evaluate them.
 */
function entry(packages) {
  return [
    "// Written by scripts/build-server.mjs: packages first, then source maps on, then the server.",
    ...packages.map((name) => `import ${JSON.stringify(name)};`),
    "process.setSourceMapsEnabled(true);",
    'await import("./server.js");',
    "",
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await buildServer();
}
