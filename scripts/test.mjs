// `npm test`: every check the project has, in order, stopping at the first failure.
import { spawnSync } from "node:child_process";
import { chromiumPath } from "./chromium-path.mjs";

const chromium = chromiumPath();
if (!chromium) {
  console.error(
    "Chromium non trovato: i test end-to-end ne hanno bisogno.\n" +
      "Installalo con `sudo apt-get install chromium` (Debian/Ubuntu) oppure indica il percorso\n" +
      "di un Chromium o Chrome esistente con la variabile CHROME_PATH.",
  );
  process.exit(1);
}

const steps = [
  ["typecheck", ["npm", "run", "typecheck"]],
  ["lint", ["npm", "run", "lint"]],
  // The site (react-router build) and the compiled server (scripts/build-server.mjs). Before the
  // Vitest run: its tests that start production servers use this build instead of making one.
  ["production build", ["npm", "run", "build"]],
  ["unit and integration tests", ["npx", "vitest", "run"]],
  ["end-to-end tests", ["npx", "playwright", "test"]],
];

for (const [name, [command, ...args]] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log("\n✔ all checks passed");
