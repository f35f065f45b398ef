import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/**
 * Files that start other processes (production servers, the scripts, a server to shut down) or
 * compile the site with Vite (tests/helpers/test-app.ts `createPageTestApp`). They run after the
 * others, one at a time: the processes they start need the second core, and in one worker the
 * Vite compile is made once and shared. Decision 054.
 */
const processFiles = [
  // Spawn node: production servers (the build, made first when missing or stale), scripts.
  "features/renewals/two-instances.test.ts",
  "server/shared-state/multi-instance.test.ts",
  "server/process-resilience.test.ts",
  "server/http/graceful-shutdown.test.ts",
  "tests/scripts/db-backup.test.ts",
  "tests/scripts/uploads-to-s3.test.ts",
  // Starts Debian's dovecot (a real IMAP server) on its own port.
  "features/support-mail/mail-in.test.ts",
  // Compile the site's pages with Vite.
  "app/lib/form-actions.test.ts",
  "server/page-cache/pages.test.ts",
  "server/page-database-unavailable.test.ts",
];

const shared = {
  include: ["{app,features,kit,server,db,tests}/**/*.test.{ts,tsx}"],
  exclude: ["tests/e2e/**", "node_modules/**"],
  environment: "node",
  // A file's database is a copy of the one migrated once (tests/global-setup.ts).
  testTimeout: 20_000,
  hookTimeout: 60_000,
  pool: "forks",
  // Files share their worker process: no fresh process and module graph per file. A file that
  // fakes timers or stubs globals restores them after each test.
  isolate: false,
} satisfies TestProjectInlineConfiguration["test"];

export default defineConfig({
  test: {
    // Both cores: the projects' own limits below keep the process tests to one worker.
    maxWorkers: 2,
    globalSetup: ["tests/global-setup.ts"],
    projects: [
      {
        test: { ...shared, name: "default", exclude: [...shared.exclude, ...processFiles] },
      },
      {
        test: {
          ...shared,
          name: "processes",
          include: processFiles,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
