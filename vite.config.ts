import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";
import { iconCopies } from "./scripts/icon-copies.mjs";
import { reactRouterProductionBuild } from "./scripts/react-router-production.mjs";
import { shellChunkName } from "./scripts/shell-chunk.mjs";

const appDir = path.resolve(import.meta.dirname, "app");
const rootFile = path.join(appDir, "root.tsx");

export default defineConfig({
  build: {
    rolldownOptions: {
      output: {
        // Every page runs the root route's code and React: one chunk for them (decisions 012, 015).
        codeSplitting: {
          groups: [{ name: shellChunkName(rootFile), debugName: "shell", priority: 10 }],
        },
      },
    },
  },
  plugins: [
    tailwindcss(),
    // Browser build only (decision 015): a public page's icons in its own chunk (the back
    // office and the customer dashboard keep them shared), React Router's production build.
    iconCopies({
      rootFile,
      appDir,
      exclude: /\/(app\/(components|routes)|features\/[^/]+|kit)\/(admin|customer)\//,
    }),
    reactRouterProductionBuild(),
    reactRouter(),
  ],
});
