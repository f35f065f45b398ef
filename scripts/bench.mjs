// `npm run bench`: load figures of the production site beside a reference server that sends the
// same bytes from memory, first-visit bytes by type, and the server's memory. See docs/performance.md.
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import {
  fixed,
  kb,
  mb,
  positive,
  resolvePaths,
  runInfo,
  table,
  writeResults,
} from "./bench/common.mjs";
import { benchInstances } from "./bench/instances.mjs";
import { load } from "./bench/load.mjs";
import { startReference } from "./bench/reference.mjs";
import {
  cpuTicks,
  processMemory,
  startSite,
  stopOnSignal,
  waitIdle,
} from "./bench/site-server.mjs";
import { measureTransfer, TRANSFER_TYPES } from "./bench/transfer.mjs";

const USAGE = `npm run bench -- [options]
  --duration <s>            seconds of load per URL and server (BENCH_DURATION, default 10)
  --connections <n>         concurrent connections (default 50)
  --warmup <s>              unmeasured load before each round, 0 for none (default 1)
  --stress                  a second round on the site only, at --stress-connections
  --stress-connections <n>  connections of that round (default 200); its max latency should stay under 1 s
  --pages <list>            comma-separated paths, "post" for the blog post (default: all)
  --no-cache                also load a second site with the page cache off (PAGE_CACHE_MB=0):
                            what a first visit, a miss or an admin preview costs to render
  --no-reference            skip the reference server
  --instances               instead: one instance, then two on one database, behind the bench's
                            round-robin proxy, on uncached pages (needs DATABASE_URL)
  --out <file>              JSON results (default bench-results/bench-<timestamp>.json)`;

const { values: opts } = parseArgs({
  options: {
    duration: { type: "string" },
    connections: { type: "string" },
    warmup: { type: "string" },
    stress: { type: "boolean", default: false },
    "stress-connections": { type: "string" },
    pages: { type: "string" },
    "no-cache": { type: "boolean", default: false },
    "no-reference": { type: "boolean", default: false },
    instances: { type: "boolean", default: false },
    out: { type: "string" },
    help: { type: "boolean", default: false },
  },
});
if (opts.help) {
  console.log(USAGE);
  process.exit(0);
}
const duration = positive(opts.duration ?? process.env.BENCH_DURATION, 10, "--duration");
const connections = Math.round(positive(opts.connections, 50, "--connections"));
const warmup = opts.warmup === "0" ? 0 : positive(opts.warmup, 1, "--warmup");
const stressConnections = Math.round(
  positive(opts["stress-connections"], 200, "--stress-connections"),
);
const log = (message) => console.error(`bench: ${message}`);

/** Milliseconds per clock tick of /proc/<pid>/stat (USER_HZ, 100 on Linux nearly always). */
const tickMs = (() => {
  try {
    return 1000 / Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
  } catch {
    return 10;
  }
})();

if (opts.instances) {
  await benchInstances({
    duration,
    connections,
    warmup,
    pages: opts.pages,
    tickMs,
    out: opts.out,
    log,
  });
  process.exit(0);
}

const started = runInfo();
log(
  `${started.cpus} CPUs, load average ${started.loadavg.join(" ")} (other work skews the figures)`,
);

const servers = [];
stopOnSignal(servers);
const site = await startSite();
servers.push(site);
log(`site on ${site.url} (pid ${site.pid}, ${site.driver})`);

const pages = [];
let memory;
let reference = null;
let uncached = null;
try {
  const paths = await resolvePaths(site.url, opts.pages);
  log("first-visit transfer in Chromium...");
  const transfer = await measureTransfer(site.url, paths);
  if (!opts["no-reference"]) {
    reference = await startReference(site.url, paths);
    log(`reference server on ${reference.url} (pid ${reference.pid})`);
  }
  if (opts["no-cache"]) {
    uncached = await startSite({ env: { PAGE_CACHE_MB: "0" } });
    servers.push(uncached);
    log(`uncached site on ${uncached.url} (pid ${uncached.pid}, PAGE_CACHE_MB=0)`);
    await waitIdle(uncached.pid);
  }
  await waitIdle(site.pid);
  const before = processMemory(site.pid);
  for (const path of paths) {
    // Each round starts on an idle server: requests a round leaves queued are worked off first.
    const round = async (server, label, conns, amount) => {
      const url = `${server.url}${path}`;
      if (warmup) {
        await load(url, { connections: conns, duration: warmup });
        await waitIdle(server.pid);
      }
      log(
        `${path}: ${label}, ${conns} connections, ${amount ? `${amount} requests` : `${duration} s`}`,
      );
      const ticks = cpuTicks(server.pid);
      const result = await load(url, { connections: conns, duration, amount, timeout: 60 });
      // CPU time of the server per answered request: steadier than rps on a shared machine.
      const spent = cpuTicks(server.pid);
      result.cpuMsPerRequest =
        ticks !== null && spent !== null && result.requests > 0
          ? ((spent - ticks) * tickMs) / result.requests
          : null;
      await waitIdle(server.pid);
      return result;
    };
    const siteRound = await round(site, "site", connections);
    const referenceRound = reference ? await round(reference, "reference", connections) : null;
    // The stress round counts requests, not seconds, so every request sent is also answered and
    // its latency counted: about `duration` seconds' worth at the measured rate, and at least one
    // request per connection.
    const stressAmount = Math.max(stressConnections, Math.round(siteRound.rps * duration));
    const stressRound = opts.stress
      ? await round(site, "site stress", stressConnections, stressAmount)
      : null;
    const uncachedRound = uncached ? await round(uncached, "uncached site", connections) : null;
    pages.push({
      path,
      site: siteRound,
      reference: referenceRound,
      ratio: referenceRound ? siteRound.rps / referenceRound.rps : null,
      stress: stressRound,
      uncached: uncachedRound,
      transfer: transfer[path],
      referenceResponse: reference?.responses.find((r) => r.path === path) ?? null,
      rssAfter: processMemory(site.pid).rss,
    });
  }
  const after = processMemory(site.pid);
  memory = { rssBefore: before.rss, rssAfter: after.rss, peak: after.peak };
} finally {
  await reference?.stop();
  await uncached?.stop();
  await site.stop();
}

const cacheCell = (round) => (round?.xCache ? `${round.xCache.hit}/${round.xCache.miss}` : "n/a");
const failures = (round) => round.status.non2xx + round.errors;

const loadRows = [
  [
    "page",
    "rps",
    "p50 ms",
    "p99 ms",
    "ref rps",
    "ref p99 ms",
    "site/ref",
    "X-Cache hit/miss",
    "non-2xx+err",
    "CPU ms/req",
    ...(opts.stress ? [`max ms @${stressConnections}`, `p99 ms @${stressConnections}`] : []),
  ],
  ...pages.map((p) => [
    p.path,
    fixed(p.site.rps),
    fixed(p.site.latencyMs.p50, 0),
    fixed(p.site.latencyMs.p99, 0),
    fixed(p.reference?.rps),
    fixed(p.reference?.latencyMs.p99, 0),
    fixed(p.ratio, 3),
    cacheCell(p.site),
    failures(p.site),
    fixed(p.site.cpuMsPerRequest, 2),
    ...(p.stress ? [fixed(p.stress.latencyMs.max, 0), fixed(p.stress.latencyMs.p99, 0)] : []),
  ]),
];
const uncachedRows = [
  ["page (PAGE_CACHE_MB=0)", "rps", "p50 ms", "p99 ms", "site/ref", "non-2xx+err", "CPU ms/req"],
  ...pages.map((p) => [
    p.path,
    fixed(p.uncached?.rps),
    fixed(p.uncached?.latencyMs.p50, 0),
    fixed(p.uncached?.latencyMs.p99, 0),
    fixed(p.reference && p.uncached ? p.uncached.rps / p.reference.rps : null, 3),
    p.uncached ? failures(p.uncached) : "n/a",
    fixed(p.uncached?.cpuMsPerRequest, 2),
  ]),
];
const transferRows = [
  ["page (KB, first visit)", ...TRANSFER_TYPES, "total", "requests"],
  ...pages.map((p) => [
    p.path,
    ...[...TRANSFER_TYPES, "total"].map((t) => kb(p.transfer?.bytes[t])),
    p.transfer?.requests ?? "n/a",
  ]),
];

console.log(
  `\nLoad: ${connections} connections, ${duration} s per URL and server (${site.driver})\n`,
);
console.log(table(loadRows));
if (opts.stress) {
  const maxima = pages.map((p) => p.stress.latencyMs.max);
  const worst = maxima.includes(null) ? null : Math.max(...maxima);
  const failed = pages.reduce((sum, p) => sum + failures(p.stress), 0);
  const met = worst !== null && worst <= 1000 && failed === 0;
  console.log(
    `\nAt ${stressConnections} connections the slowest request took ${fixed(worst, 0)} ms,` +
      ` ${failed} non-2xx or failed (target: every request answered within 1000 ms): ` +
      (met ? "met" : "NOT met"),
  );
}
if (uncached) {
  console.log(
    `\nUncached: the page cache off, ${connections} connections, ${duration} s per URL\n`,
  );
  console.log(table(uncachedRows));
}
console.log(`\nTransferred bytes\n`);
console.log(table(transferRows));
console.log(
  `\nServer RSS (pid ${site.pid}): ${mb(memory.rssBefore)} MiB before the load,` +
    ` ${mb(memory.rssAfter)} MiB after, peak ${mb(memory.peak)} MiB`,
);

const file = await writeResults(
  "bench",
  {
    ...started,
    loadavgAtEnd: runInfo().loadavg,
    driver: site.driver,
    options: {
      duration,
      connections,
      warmup,
      stressConnections: opts.stress ? stressConnections : null,
      uncached: opts["no-cache"],
    },
    memory,
    pages,
  },
  opts.out,
);
console.log(`\nResults: ${file}`);
