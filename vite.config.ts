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
    // A block's view (decision 057) is loaded with the page's others before the page is drawn,
    // and the quote dialog when the pointer or focus reaches its button: their imports need no
    // preload list in the module that loads them (it cost every page half a kilobyte).
    modulePreload: {
      resolveDependencies: (file, dependencies) =>
        /\.view-[\w-]+\.js$|\/(load-block-views|quote-request-button|quote-dialog)-/.test(file)
          ? []
          : dependencies,
    },
    rolldownOptions: {
      output: {
        // Every page runs the root route's code and React: one chunk for them (decisions 012, 015).
        codeSplitting: {
          groups: [
            { name: shellChunkName(rootFile), debugName: "shell", priority: 10 },
            // What every page built from blocks runs besides its views: one chunk (decision 057).
            {
              name: "page-blocks",
              test: /\/(features\/pages\/(site\/page-blocks|page-structured-data|blocks\/block-parts)|app\/lib\/page-meta\/built-page)\./,
              priority: 5,
            },
          ],
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
