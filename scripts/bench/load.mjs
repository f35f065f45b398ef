// One load round with autocannon: requests per second, latency percentiles, X-Cache hits/misses.
import autocannon from "autocannon";
import { BROWSER_HEADERS } from "./common.mjs";

/**
 * Loads `url` with `connections` keep-alive connections for `duration` seconds (or, with `amount`,
 * until that many requests are answered, so no request is left out of the latency figures) and
 * resolves with the figures the bench prints. `xCache` counts the X-Cache answers: null when no
 * response had that header (the site sends none today).
 */
export async function load(url, { connections, duration, amount, timeout = 10 }) {
  const cache = { hit: 0, miss: 0, other: 0 };
  let withHeader = 0;
  const result = await autocannon({
    url,
    connections,
    ...(amount ? { amount } : { duration }),
    timeout,
    headers: BROWSER_HEADERS,
    requests: [
      {
        onResponse(_status, _body, _context, headers) {
          for (const name in headers) {
            if (name.toLowerCase() !== "x-cache") continue;
            withHeader++;
            const value = String(headers[name]).toUpperCase();
            if (value.startsWith("HIT")) cache.hit++;
            else if (value.startsWith("MISS")) cache.miss++;
            else cache.other++;
          }
        },
      },
    ],
  });
  const answered = result.requests.total > 0;
  const latency = (value) => (answered ? value : null);
  return {
    connections,
    duration: amount ? result.duration : duration,
    amount: amount ?? null,
    requests: result.requests.total,
    /** Sent but not answered when the round ended (or errored): latency does not count them. */
    unanswered: Math.max(0, result.requests.sent - result.requests.total),
    rps: result.requests.average,
    latencyMs: {
      p50: latency(result.latency.p50),
      p90: latency(result.latency.p90),
      p99: latency(result.latency.p99),
      max: latency(result.latency.max),
      mean: latency(result.latency.average),
    },
    bytesPerSecond: result.throughput.average,
    status: { "2xx": result["2xx"], non2xx: result.non2xx },
    errors: result.errors,
    timeouts: result.timeouts,
    xCache: withHeader ? cache : null,
  };
}
