import { existsSync } from "node:fs";

/** Chromium for the end-to-end tests: CHROME_PATH, else Debian's /usr/bin/chromium, else null. */
export function chromiumPath() {
  for (const candidate of [process.env.CHROME_PATH, "/usr/bin/chromium"]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}
