import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";
import { reactRouterProductionBuild } from "./scripts/react-router-production.mjs";
import { shellChunkName } from "./scripts/shell-chunk.mjs";

const appDir = path.resolve(import.meta.dirname, "app");
const rootFile = path.join(appDir, "root.tsx");

export default defineConfig({
  resolve: {
    alias: { "~": appDir },
  },
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
    // Browser build only: React Router's production build (decision 015).
    reactRouterProductionBuild(),
    reactRouter(),
  ],
});
