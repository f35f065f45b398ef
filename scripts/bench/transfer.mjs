// Bytes a first visit transfers, by type: each page opened once in a fresh Chromium context
// (empty cache) until the network is idle, adding up the encoded body and headers of every response.
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../chromium-path.mjs";

export const TRANSFER_TYPES = ["html", "js", "css", "font", "image", "other"];

/** The type of a response: by its Content-Type, else by what the browser loaded it as. */
function typeOf(contentType, resourceType) {
  const byContent = [
    ["html", /html/],
    ["js", /javascript|ecmascript/],
    ["css", /text\/css/],
    ["font", /^font\/|woff|opentype|truetype/],
    ["image", /^image\//],
  ].find(([, pattern]) => pattern.test(contentType));
  if (byContent) return byContent[0];
  if (contentType) return "other";
  const byResource = {
    document: "html",
    script: "js",
    stylesheet: "css",
    font: "font",
    image: "image",
  };
  return byResource[resourceType] ?? "other";
}

/**
 * For each path: { bytes: { html, js, css, font, image, other, total }, requests }, or null for
 * every path when there is no Chromium (CHROME_PATH or /usr/bin/chromium).
 */
export async function measureTransfer(baseUrl, paths) {
  const executablePath = chromiumPath();
  if (!executablePath) {
    console.error("bench: no Chromium (set CHROME_PATH): transferred bytes are n/a");
    return Object.fromEntries(paths.map((p) => [p, null]));
  }
  const browser = await chromium.launch({ executablePath, args: chromiumArgs() });
  const results = {};
  try {
    for (const path of paths) {
      const context = await browser.newContext({ locale: "it-IT" });
      const page = await context.newPage();
      const pending = [];
      page.on("requestfinished", (request) => {
        pending.push(
          (async () => {
            const response = await request.response();
            const sizes = await request.sizes();
            const type = typeOf(response?.headers()["content-type"] ?? "", request.resourceType());
            return { type, bytes: sizes.responseBodySize + sizes.responseHeadersSize };
          })(),
        );
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
      // On a loaded machine the network may never stay idle for 500 ms (the home page's hero
      // asks again on mount): what finished within 15 s of the load is counted.
      await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
      const bytes = Object.fromEntries([...TRANSFER_TYPES, "total"].map((t) => [t, 0]));
      const finished = await Promise.all(pending);
      for (const { type, bytes: size } of finished) {
        bytes[type] += size;
        bytes.total += size;
      }
      results[path] = { bytes, requests: finished.length };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
