import { describe, expect, it } from "vitest";
import { parseProxyTrust, resolveClient, type ProxyTrust } from "./proxy-trust";

const trust = (raw: string | undefined) => {
  const parsed = parseProxyTrust(raw);
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed;
};

const resolve = (
  t: ProxyTrust,
  peer: string,
  headers: Record<string, string> = {},
  url = "http://sito.example/",
) => resolveClient(t, { peer, headers: new Headers(headers), url });

const spoofed = { "X-Forwarded-For": "6.6.6.6", "X-Forwarded-Proto": "https" };

describe("parseProxyTrust", () => {
  it("is off when unset, empty, false or 0", () => {
    for (const raw of [undefined, "", "false", "0", " FALSE "]) {
      expect(parseProxyTrust(raw)).toEqual({ kind: "none" });
    }
  });
  it("takes a hop count or a list of addresses and networks", () => {
    expect(parseProxyTrust("2")).toEqual({ kind: "hops", hops: 2 });
    expect(trust("127.0.0.1, 10.0.0.0/8, ::1, fd00::/8").kind).toBe("addresses");
  });
  it("explains what is wrong with a bad value", () => {
    expect(parseProxyTrust("true")).toEqual({ error: '"true" non è un indirizzo IP' });
    expect(parseProxyTrust("10.0.0.0/33")).toEqual({
      error: '"10.0.0.0/33" ha un prefisso non valido',
    });
    expect(parseProxyTrust("11")).toEqual({ error: "al massimo 10 proxy" });
  });
});

describe("resolveClient", () => {
  it("believes no header without TRUST_PROXY: the peer is the client, the URL gives the scheme", () => {
    expect(resolve(trust(undefined), "203.0.113.9", spoofed)).toEqual({
      ip: "203.0.113.9",
      https: false,
    });
    expect(resolve(trust(undefined), "::ffff:203.0.113.9", {}, "https://sito.example/")).toEqual({
      ip: "203.0.113.9",
      https: true,
    });
  });

  it("with a hop count takes the address that many hops back, whatever a client prepended", () => {
    const headers = { "X-Forwarded-For": "6.6.6.6, 198.51.100.7", "X-Forwarded-Proto": "https" };
    expect(resolve(trust("1"), "10.0.0.2", headers)).toEqual({ ip: "198.51.100.7", https: true });
    expect(resolve(trust("2"), "10.0.0.2", headers).ip).toBe("6.6.6.6");
    // Fewer entries than hops: the leftmost one is all there is.
    expect(resolve(trust("3"), "10.0.0.2", { "X-Forwarded-For": "198.51.100.7" }).ip).toBe(
      "198.51.100.7",
    );
    expect(resolve(trust("1"), "10.0.0.2").ip).toBe("10.0.0.2");
  });

  it("with a list walks back over the trusted proxies only", () => {
    const t = trust("10.0.0.0/8, 2001:db8::1");
    const chain = { "X-Forwarded-For": "6.6.6.6, 198.51.100.7, 10.1.2.3" };
    expect(resolve(t, "10.0.0.2", chain).ip).toBe("198.51.100.7");
    expect(resolve(t, "2001:db8::1", chain).ip).toBe("198.51.100.7");
    // A peer that is not a listed proxy: its headers are not believed at all.
    expect(resolve(t, "203.0.113.9", spoofed)).toEqual({ ip: "203.0.113.9", https: false });
  });

  it("ignores entries of X-Forwarded-For that are not addresses", () => {
    const headers = { "X-Forwarded-For": "198.51.100.7, unknown, <script>" };
    expect(resolve(trust("1"), "10.0.0.2", headers).ip).toBe("198.51.100.7");
  });

  it("takes the scheme from X-Forwarded-Proto of a trusted proxy only", () => {
    expect(resolve(trust("1"), "10.0.0.2", { "X-Forwarded-Proto": "http" }).https).toBe(false);
    expect(resolve(trust("1"), "10.0.0.2", { "X-Forwarded-Proto": "HTTPS, http" }).https).toBe(
      true,
    );
  });
});
