import { existsSync } from "node:fs";

/** Chromium for the end-to-end tests: CHROME_PATH, else Debian's /usr/bin/chromium, else null. */
export function chromiumPath() {
  for (const candidate of [process.env.CHROME_PATH, "/usr/bin/chromium"]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * Arguments Debian's Chromium needs here (e2e, bench, Lighthouse): no sandbox as root, and no
 * background connections, which this machine's closed network refuses.
 */
export function chromiumArgs() {
  return [
    ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ];
}
