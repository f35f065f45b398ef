import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";
import { shellChunkName } from "./scripts/shell-chunk.mjs";

export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  build: {
    rolldownOptions: {
      output: {
        // Every page runs the root route's code: one chunk for it (decision 012).
        codeSplitting: {
          groups: [
            {
              name: shellChunkName(path.resolve(import.meta.dirname, "app/root.tsx")),
              priority: 10,
            },
          ],
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
});
