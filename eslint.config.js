import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// zod is configured once (jitless in the browser, decision 012) before any schema is built.
const zodPath = {
  name: "zod",
  message: "Import { z } from #kit/lib/zod, which configures zod first.",
  allowTypeImports: true,
};

/** The rule with the zod path and the import boundaries of one layer (decision 056). */
const restrictedImports = (...patterns) => ["error", { paths: [zodPath], patterns }];

const screens = {
  regex: "^#app/(routes/|root)",
  message:
    "Only the screens import a route module; read what every page shares from a leaf module.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "data/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "backups/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-restricted-imports": restrictedImports(),
    },
  },
  // The direction of the layers (docs/architecture.md): kit ← features/shared ← features ← app;
  // db and server below the screens. Only composition roots (app/, server/api, server/app.ts,
  // the lists of manifests) import every entity.
  {
    files: ["kit/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrictedImports({
        regex: "^(#(features|app|server|db|tests)/|\\.\\./\\.\\./)",
        message:
          "The kit (ui, admin, lib) imports no entity, screen, server or database module: take a parameter instead.",
      }),
    },
  },
  {
    files: ["server/**/*.ts", "db/**/*.ts"],
    rules: { "no-restricted-imports": restrictedImports(screens) },
  },
  {
    files: ["features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrictedImports({
        regex: "^(#app/|(\\.\\./)+app/)",
        message:
          "A feature imports nothing of app/ (the screens and their frames): what features share lives in features/shared or the kit.",
      }),
    },
  },
  {
    files: ["db/*.ts"],
    rules: {
      "no-restricted-imports": restrictedImports(screens, {
        regex: "^#(server|app|features)/",
        message: "The database layer's shared modules import no server, screen or entity module.",
      }),
    },
  },
  {
    files: ["server/http/list-query.ts", "server/http/crud-routes.ts"],
    rules: {
      "no-restricted-imports": restrictedImports(screens, {
        regex: "^#features/(?!shared/)",
        message:
          "The HTTP kit imports no entity: take a hook or a parameter, which the registry gives.",
      }),
    },
  },
  {
    files: ["server/page-cache/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": restrictedImports(screens, {
        regex: "^(#features/|(\\.\\./)+features/)",
        message:
          "The page cache imports no feature: server/app.ts gives it what it needs (variantOf, cachedApiPath).",
      }),
    },
  },
  {
    files: ["kit/lib/zod.ts"],
    rules: { "no-restricted-imports": "off" },
  },
);
