import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import type { AppEnv } from "../context";
import { clientInfo, clientIp, isHttps } from "./client-ip";
import { parseProxyTrust, type ProxyTrust } from "./proxy-trust";

let server: ServerType | null = null;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A real HTTP server on loopback, so the peer address comes from a real socket. */
async function start(trustProxy?: string): Promise<string> {
  const trust = parseProxyTrust(trustProxy) as ProxyTrust;
  const app = new Hono<AppEnv>()
    .use(clientInfo(trust))
    .get("/who", (c) => c.json({ ip: clientIp(c), https: isHttps(c) }));
  return new Promise((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
      resolve(`http://127.0.0.1:${info.port}/who`),
    );
  });
}

const headers = { "X-Forwarded-For": "198.51.100.7", "X-Forwarded-Proto": "https" };

describe("clientInfo on a real connection", () => {
  it("sees the socket's peer and believes no forwarding header by default", async () => {
    const res = await fetch(await start(), { headers });
    expect(await res.json()).toEqual({ ip: "127.0.0.1", https: false });
  });

  it("believes a listed proxy on loopback", async () => {
    const res = await fetch(await start("127.0.0.1"), { headers });
    expect(await res.json()).toEqual({ ip: "198.51.100.7", https: true });
  });

  it("does not believe a peer outside the list", async () => {
    const res = await fetch(await start("10.0.0.0/8"), { headers });
    expect(await res.json()).toEqual({ ip: "127.0.0.1", https: false });
  });
});
