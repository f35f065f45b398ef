import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{app,features,server,db,tests}/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    // PGlite starts in about a second; migrations on a fresh database take a little more.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
