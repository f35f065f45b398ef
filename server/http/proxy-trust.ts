import { BlockList, isIP } from "node:net";

/**
 * Which reverse proxies are believed (TRUST_PROXY). Without one, X-Forwarded-For and
 * X-Forwarded-Proto are ignored: anyone can send them, so believing them would let a visitor pick
 * the address their rate limits are counted under, or claim HTTPS over plain http.
 *
 *   unset, "false", "0"   no proxy: the client is the peer of the TCP connection
 *   "1", "2", ...         that many proxies in front of the server, each appending the address it
 *                         received from to X-Forwarded-For: the client is the entry that many hops
 *                         back from the connection's peer
 *   "127.0.0.1,10.0.0.0/8,::1"
 *                         the proxies' addresses (IPv4 or IPv6, optionally with a /prefix): walking
 *                         back from the peer, the first address not in the list is the client
 */
export type ProxyTrust =
  { kind: "none" } | { kind: "hops"; hops: number } | { kind: "addresses"; list: BlockList };

/** The configured value, or the reason it is not one (shown at start-up by server/env.ts). */
export function parseProxyTrust(raw: string | undefined): ProxyTrust | { error: string } {
  const value = raw?.trim().toLowerCase() ?? "";
  if (value === "" || value === "false" || value === "0") return { kind: "none" };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? { kind: "hops", hops } : { error: "al massimo 10 proxy" };
  }
  const list = new BlockList();
  for (const entry of value.split(",").map((part) => part.trim())) {
    const [address = "", prefixText] = entry.split("/");
    const family = isIP(address);
    if (family === 0) return { error: `"${entry}" non è un indirizzo IP` };
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefixText === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const prefix = Number(prefixText);
    if (!/^\d+$/.test(prefixText) || prefix > (family === 4 ? 32 : 128)) {
      return { error: `"${entry}" ha un prefisso non valido` };
    }
    list.addSubnet(address, prefix, type);
  }
  return { kind: "addresses", list };
}

/** An IPv4 peer on a dual-stack socket shows up as ::ffff:a.b.c.d. */
function plainAddress(address: string): string {
  return address.toLowerCase().startsWith("::ffff:") && isIP(address.slice(7)) === 4
    ? address.slice(7)
    : address;
}

function isTrusted(trust: ProxyTrust, address: string, hopsBack: number): boolean {
  if (trust.kind === "none") return false;
  if (trust.kind === "hops") return hopsBack < trust.hops;
  const family = isIP(address);
  return family !== 0 && trust.list.check(address, family === 4 ? "ipv4" : "ipv6");
}

export type ClientInfo = {
  /** The visitor's address: rate limits, login throttling and logs count by it. */
  ip: string;
  /** Whether the visitor's browser talks HTTPS (the Secure, `__Host-` session cookie). */
  https: boolean;
};

/**
 * The client as seen through the trusted proxies. `peer` is the TCP peer ("unknown" when the
 * request did not come through a socket, as in tests), `socketHttps` whether that connection was
 * TLS, `url` the request's URL (its scheme counts as well).
 */
export function resolveClient(
  trust: ProxyTrust,
  request: { peer: string; headers: Headers; url: string },
): ClientInfo {
  const peer = plainAddress(request.peer);
  const urlHttps = new URL(request.url).protocol === "https:";
  if (!isTrusted(trust, peer, 0)) return { ip: peer, https: urlHttps };

  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => plainAddress(part.trim()))
    .filter((part) => isIP(part) !== 0);
  // Walk back from the peer while the address in hand is a trusted proxy.
  let ip = peer;
  for (let hop = 0; hop < forwarded.length && isTrusted(trust, ip, hop); hop++) {
    ip = forwarded[forwarded.length - 1 - hop]!;
  }
  // The proxy next to us says which scheme the browser used (the first value is the outermost).
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return { ip, https: proto === undefined ? urlHttps : proto === "https" };
}
