import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium-path.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
// The main process starts the server once; workers only read this value.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "sd-e2e-"));

export default defineConfig({
  testDir: "tests/e2e",
  // One results folder per build dir, so engineers running e2e side by side do not clash.
  outputDir: `test-results/${process.env.BUILD_DIR ?? "build"}`,
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: true,
  // A spec that signs in and checks several sections with axe takes about 20 s on a quiet
  // machine; CI's machine is sometimes much busier (two such specs timed out at 30 s).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "it-IT",
    timezoneId: "Europe/Rome",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath() ?? undefined,
      args: chromiumArgs(),
    },
  },
  // Public pages are checked first; the specs that change shared content (back office,
  // customer journey) run afterwards, so a page check never races an admin edit.
  projects: [
    {
      name: "site",
      testIgnore: [/admin-.*\.spec\.ts/, /customer-journey.*\.spec\.ts/, /company-data\.spec\.ts/],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "back-office",
      testMatch: [/admin-.*\.spec\.ts/, /customer-journey.*\.spec\.ts/, /company-data\.spec\.ts/],
      dependencies: ["site"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      GA_MEASUREMENT_ID: "G-TEST123456",
      PUBLIC_SITE_URL: "https://www.scaligeradigital.example",
      ADMIN_PASSWORD: "e2e-admin-password",
      // Loopback is the proxy: a spec that posts many public forms through the API names its own
      // client address (X-Forwarded-For), so the per-address limits of one spec do not eat into
      // another's. The browser sends no such header: its requests count under 127.0.0.1.
      TRUST_PROXY: "127.0.0.1",
      // /webmail posts to it (tests/e2e/webmail.spec.ts intercepts the navigation).
      WEBMAIL_URL: "https://webmail.scaligeradigital.example/login",
    },
  },
});
