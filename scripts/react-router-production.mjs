// React Router's production build in the browser (decision 015). The `react-router` package's
// exports point every condition at dist/development/, whose only difference from
// dist/production/ is `ENABLE_DEV_WARNINGS = true`: developer warnings ("No routes matched...",
// "Hey developer" error details) and their strings stay in the client bundle, about 2 KB of the
// shell chunk. This plugin resolves the two entries the browser code imports, `react-router` and
// `react-router/dom`, to dist/production/ in the client build only. The server keeps the package
// as Node resolves it: the server render and the browser differ only in those warnings (the
// root route has its own error boundary, and no route uses a HydrateFallback).
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** @returns {import("vite").Plugin} */
export function reactRouterProductionBuild() {
  const production = path.join(
    path.dirname(require.resolve("react-router/package.json")),
    "dist",
    "production",
  );
  const entries = new Map([
    ["react-router", path.join(production, "index.mjs")],
    ["react-router/dom", path.join(production, "dom-export.mjs")],
  ]);
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (source) => entries.get(source) ?? null,
  };
}
