import net from "node:net";

export type FreezableProxy = {
  /** `url` with host and port replaced by the proxy's. */
  through(url: string): string;
  /** From now on nothing passes in either direction and new connections get no answer. */
  freeze(): void;
  /** Delivers what was held back and forwards again. */
  thaw(): void;
  /** A stopped database: every connection is cut and new ones are refused (ECONNREFUSED). */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A TCP proxy in front of PostgreSQL that can stop forwarding: a server that froze altogether
 * (process stopped, network cut), which unlike a lock does not even answer its own statement
 * timeout. Only the client-side timeouts of the pool can end the wait.
 */
export async function startFreezableProxy(target: string): Promise<FreezableProxy> {
  const { hostname, port } = new URL(target);
  let frozen = false;
  const held: Array<() => void> = [];
  const sockets = new Set<net.Socket>();

  /** Runs now, or at thaw time when frozen. */
  const pass = (action: () => void) => (frozen ? held.push(action) : action());

  const server = net.createServer((client) => {
    const upstream = new net.Socket();
    sockets.add(client).add(upstream);
    let ended = false;
    // What was held back for a pair that ended meanwhile is dropped, not replayed at thaw time.
    const forward = (action: () => void) => pass(() => ended || action());
    forward(() => upstream.connect(Number(port), hostname));
    client.on("data", (chunk) => forward(() => upstream.write(chunk)));
    upstream.on("data", (chunk) => forward(() => client.write(chunk)));
    const end = () => {
      ended = true;
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("close", end).on("error", end);
    upstream.on("close", end).on("error", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as net.AddressInfo;

  return {
    through(url) {
      const proxied = new URL(url);
      proxied.hostname = "127.0.0.1";
      proxied.port = String(address.port);
      return proxied.toString();
    },
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const action of held.splice(0)) action();
    },
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async restore() {
      await new Promise<void>((resolve) => server.listen(address.port, "127.0.0.1", resolve));
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
