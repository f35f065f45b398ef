/**
 * The bindings @hono/node-server gives a request, reduced to the peer address that clientIp()
 * reads: pass them as the third argument of api.request() to send a test request "from" an
 * address (without them every test request comes from 'unknown').
 *
 *   api.request("/admin/login", postJson(body), fromAddress("203.0.113.7"))
 */
export function fromAddress(address: string) {
  return {
    incoming: {
      socket: { remoteAddress: address, remoteFamily: address.includes(":") ? "IPv6" : "IPv4" },
    },
  };
}
