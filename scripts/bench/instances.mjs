// `npm run bench -- --instances`: one instance and two instances of the site on one PostgreSQL
// database, each time behind the bench's round-robin proxy, on uncached pages (PAGE_CACHE_MB=0:
// every request is rendered and reads the database). Decision 028, docs/performance.md.
import { fixed, resolvePaths, runInfo, table, writeResults } from "./common.mjs";
import { load } from "./load.mjs";
import { startRoundRobinProxy } from "./round-robin-proxy.mjs";
import { cpuTicks, startSite, stopOnSignal, waitIdle } from "./site-server.mjs";

/** CPU milliseconds this process (load generator and proxy) has used so far. */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export async function benchInstances({ duration, connections, warmup, pages, tickMs, out, log }) {
  if (!process.env.DATABASE_URL) {
    throw new Error(
      "--instances needs DATABASE_URL (a PostgreSQL server where it may create a database)",
    );
  }
  const started = runInfo();
  const sites = [];
  stopOnSignal(sites);
  const env = { PAGE_CACHE_MB: "0" };
  const first = await startSite({ env });
  sites.push(first);
  const second = await startSite({ env, databaseUrl: first.databaseUrl });
  sites.push(second);
  log(
    `instances on ${first.url} and ${second.url} (pids ${first.pid}, ${second.pid}), one database`,
  );

  const rows = [];
  try {
    const paths = await resolvePaths(first.url, pages);
    for (const [label, members] of [
      ["1 instance", [first]],
      ["2 instances", [first, second]],
    ]) {
      const proxy = await startRoundRobinProxy(members.map((site) => site.url));
      try {
        for (const path of paths) {
          const url = `${proxy.url}${path}`;
          if (warmup) await load(url, { connections, duration: warmup });
          for (const site of sites) await waitIdle(site.pid);
          log(`${path}: ${label} behind the proxy, ${connections} connections, ${duration} s`);
          const ticks = members.map((site) => cpuTicks(site.pid));
          const own = ownCpuMs();
          const result = await load(url, { connections, duration, timeout: 60 });
          const serverMs = members.reduce(
            (sum, site, i) => sum + (cpuTicks(site.pid) - ticks[i]) * tickMs,
            0,
          );
          rows.push({
            label,
            path,
            ...result,
            serverCpuMsPerRequest: result.requests ? serverMs / result.requests : null,
            benchCpuMsPerRequest: result.requests ? (ownCpuMs() - own) / result.requests : null,
          });
        }
      } finally {
        await proxy.stop();
      }
    }
  } finally {
    await second.stop();
    await first.stop();
  }

  const find = (label, path) => rows.find((r) => r.label === label && r.path === path);
  const paths = [...new Set(rows.map((r) => r.path))];
  console.log(
    `\nInstances (PostgreSQL, PAGE_CACHE_MB=0): ${connections} connections, ${duration} s per URL, ` +
      `${started.cpus} CPUs, load average ${started.loadavg.join(" ")}\n`,
  );
  console.log(
    table([
      [
        "page",
        "1 inst rps",
        "1 inst p99 ms",
        "2 inst rps",
        "2 inst p99 ms",
        "2/1",
        "non-2xx+err",
        "server CPU ms/req 1|2",
        "bench CPU ms/req",
      ],
      ...paths.map((path) => {
        const one = find("1 instance", path);
        const two = find("2 instances", path);
        return [
          path,
          fixed(one.rps),
          fixed(one.latencyMs.p99, 0),
          fixed(two.rps),
          fixed(two.latencyMs.p99, 0),
          fixed(two.rps / one.rps, 2),
          one.status.non2xx + one.errors + two.status.non2xx + two.errors,
          `${fixed(one.serverCpuMsPerRequest, 2)}|${fixed(two.serverCpuMsPerRequest, 2)}`,
          fixed(two.benchCpuMsPerRequest, 2),
        ];
      }),
    ]),
  );
  const file = await writeResults(
    "bench-instances",
    {
      ...started,
      loadavgAtEnd: runInfo().loadavg,
      options: { duration, connections, warmup },
      rows,
    },
    out,
  );
  console.log(`\nResults: ${file}`);
}
