import { chromium } from "@playwright/test";
import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const url of process.argv.slice(2)) {
  const page = await browser.newPage();
  const files = [];
  page.on("response", (r) => { const u = new URL(r.url()); if (u.pathname.endsWith(".js")) files.push(u.pathname); });
  await page.goto("http://localhost:3302" + url, { waitUntil: "networkidle" });
  let total = 0;
  const rows = files.map((f) => { const b = gzipSync(readFileSync("/work/wt-base/build-base/client" + f), { level: 9 }).length; total += b; return [b, f.split("/").pop()]; });
  rows.sort((a, b) => b[0] - a[0]);
  console.log(url, (total / 1024).toFixed(1), rows.map(([b, f]) => `${f}:${b}`).join(" "));
  await page.close();
}
await browser.close();
