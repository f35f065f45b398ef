// `npm run lighthouse`: Lighthouse mobile scores and metrics (default simulated throttling) of the
// production site's pages, on a fresh data dir. See docs/performance.md.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { parseArgs } from "node:util";
import { chromiumArgs, chromiumPath } from "./chromium-path.mjs";
import { kb, positive, resolvePaths, runInfo, table, writeResults } from "./bench/common.mjs";
import { startSite, stopOnSignal } from "./bench/site-server.mjs";

const USAGE = `npm run lighthouse -- [options]
  --runs <n>      runs per page; every figure is the median of the runs (default 1)
  --pages <list>  comma-separated paths, "post" for the blog post (default: every page)
  --out <file>    JSON results (default bench-results/lighthouse-<timestamp>.json)`;

const { values: opts } = parseArgs({
  options: {
    runs: { type: "string" },
    pages: { type: "string" },
    out: { type: "string" },
    help: { type: "boolean", default: false },
  },
});
if (opts.help) {
  console.log(USAGE);
  process.exit(0);
}
const runs = Math.round(positive(opts.runs, 1, "--runs"));
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  bytes: "total-byte-weight",
};
const log = (message) => console.error(`lighthouse: ${message}`);

const chromePath = chromiumPath();
if (!chromePath) {
  console.error("lighthouse: no Chromium found: set CHROME_PATH or install Debian's chromium");
  process.exit(1);
}

/** Scores (0-100) and metrics of one Lighthouse run. */
function summary(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === "number" ? Math.round(score * 100) : null];
    }),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]),
  );
  const resources = Object.fromEntries(
    (lhr.audits["resource-summary"]?.details?.items ?? []).map((item) => [
      item.resourceType,
      { requests: item.requestCount, bytes: item.transferSize },
    ]),
  );
  // Audits that cost points: weighted in a category and not passed.
  const failing = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === "number")
        .filter((ref) => lhr.audits[ref.id].score < 1)
        .map((ref) => ref.id),
    ]),
  );
  return { scores, metrics, resources, failing, runtimeError: lhr.runtimeError?.message ?? null };
}

function median(values) {
  const known = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
  if (!known.length) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2;
}

/** Every score and metric is the median over the runs, each on its own. */
function medianOf(results) {
  const pick = (group) =>
    Object.fromEntries(
      Object.keys(results[0][group]).map((key) => [key, median(results.map((r) => r[group][key]))]),
    );
  return { scores: pick("scores"), metrics: pick("metrics") };
}

const started = runInfo();
const site = await startSite();
stopOnSignal([site]);
log(`site on ${site.url} (pid ${site.pid}, ${site.driver})`);
const chrome = await launch({ chromePath, chromeFlags: ["--headless=new", ...chromiumArgs()] });
const pages = [];
try {
  // Lighthouse audits pages; the JSON API is left to `npm run bench`.
  const paths = (await resolvePaths(site.url, opts.pages)).filter((p) => {
    if (p.startsWith("/api/")) log(`${p} skipped: an API answer, not a page`);
    return !p.startsWith("/api/");
  });
  for (const path of paths) {
    const results = [];
    for (let run = 1; run <= runs; run++) {
      log(`${path} (run ${run}/${runs})`);
      // A run that failed to record (Lighthouse's runtimeError, e.g. NO_NAVSTART on a busy
      // machine) is tried again, up to three times in all; the last attempt counts as it is.
      let result;
      for (let attempt = 1; attempt <= 3; attempt++) {
        result = await lighthouse(`${site.url}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        if (!result.lhr.runtimeError || attempt === 3) break;
        log(`${path}: ${result.lhr.runtimeError.code}, trying again`);
      }
      results.push(summary(result.lhr));
    }
    pages.push({ path, ...medianOf(results), runs: results });
  }
} finally {
  await chrome.kill();
  await site.stop();
}

const fixed = (n, digits = 0) => (n == null ? "n/a" : n.toFixed(digits));
console.log(
  `\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ""}mobile, simulated throttling\n`,
);
console.log(
  table([
    ["page", "perf", "a11y", "best pr.", "SEO", "FCP ms", "LCP ms", "TBT ms", "CLS", "KB"],
    ...pages.map(({ path, scores, metrics }) => [
      path,
      fixed(scores.performance),
      fixed(scores.accessibility),
      fixed(scores["best-practices"]),
      fixed(scores.seo),
      fixed(metrics.fcp),
      fixed(metrics.lcp),
      fixed(metrics.tbt),
      fixed(metrics.cls, 3),
      kb(metrics.bytes),
    ]),
  ]),
);
console.log("\nAudits that cost points (first run)");
for (const { path, runs: pageRuns } of pages) {
  const lost = Object.entries(pageRuns[0].failing)
    .filter(([, ids]) => ids.length)
    .map(([category, ids]) => `${category}: ${ids.join(", ")}`);
  console.log(`${path}  ${lost.join("; ") || "none"}`);
  for (const error of new Set(pageRuns.map((r) => r.runtimeError).filter(Boolean))) {
    console.log(`${path}  error: ${error}`);
  }
}
const file = await writeResults(
  "lighthouse",
  { ...started, loadavgAtEnd: runInfo().loadavg, driver: site.driver, runs, pages },
  opts.out,
);
console.log(`\nResults: ${file}`);
