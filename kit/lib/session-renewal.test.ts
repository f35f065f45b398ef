import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchRenewingSession, renewSession, setSessionRenewer } from "./session-renewal";
import { markUnsavedEdit } from "./unsaved-edits";

/** A server whose session is gone until `signedIn` is set: 401 before, 200 after. */
function sessionServer() {
  const state = { signedIn: false, calls: [] as { url: string; init?: RequestInit }[] };
  const fetch = vi.fn((url: RequestInfo | URL, init?: RequestInit) => {
    state.calls.push({ url: String(url), init });
    return Promise.resolve(
      state.signedIn
        ? Response.json({ id: 7 }, { status: 201 })
        : Response.json({ message: "Sessione scaduta" }, { status: 401 }),
    );
  });
  vi.stubGlobal("fetch", fetch);
  return state;
}

/** A renewer whose person signs in at once. */
const signsIn = (server: ReturnType<typeof sessionServer>) =>
  vi.fn(() => {
    server.signedIn = true;
    return Promise.resolve(true);
  });

const write = { method: "POST", body: JSON.stringify({ title: "Bozza" }) };
let cleanups: (() => void)[] = [];

beforeEach(() => {
  cleanups = [];
});
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  vi.unstubAllGlobals();
});

describe("fetchRenewingSession", () => {
  it("answers the 401 as it is when no screen offers a new sign-in", async () => {
    const server = sessionServer();
    const response = await fetchRenewingSession("/api/admin/blog", write);
    expect(response.status).toBe(401);
    expect(server.calls).toHaveLength(1);
  });

  it("waits for the sign-in, then sends the same write again", async () => {
    const server = sessionServer();
    const renewer = signsIn(server);
    cleanups.push(setSessionRenewer(renewer));
    const response = await fetchRenewingSession("/api/admin/blog", write);
    expect(response.status).toBe(201);
    expect(renewer).toHaveBeenCalledTimes(1);
    expect(server.calls.map((call) => [call.url, call.init?.method, call.init?.body])).toEqual([
      ["/api/admin/blog", "POST", write.body],
      ["/api/admin/blog", "POST", write.body],
    ]);
  });

  it("gives the 401 back when the person gives up", async () => {
    const server = sessionServer();
    cleanups.push(setSessionRenewer(() => Promise.resolve(false)));
    const response = await fetchRenewingSession("/api/admin/blog", write);
    expect(response.status).toBe(401);
    expect(server.calls).toHaveLength(1);
  });

  it("renews a read only while something unsaved is on screen", async () => {
    const server = sessionServer();
    const renewer = signsIn(server);
    cleanups.push(setSessionRenewer(renewer));
    expect((await fetchRenewingSession("/api/admin/blog")).status).toBe(401);
    expect(renewer).not.toHaveBeenCalled();

    server.signedIn = false;
    cleanups.push(markUnsavedEdit());
    expect((await fetchRenewingSession("/api/admin/blog")).status).toBe(201);
    expect(renewer).toHaveBeenCalledTimes(1);
  });

  it("asks once for the calls that meet the expired session together", async () => {
    const server = sessionServer();
    let finish: (signedIn: boolean) => void = () => {};
    const renewer = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          finish = (signedIn) => {
            server.signedIn = signedIn;
            resolve(signedIn);
          };
        }),
    );
    cleanups.push(setSessionRenewer(renewer));
    const both = Promise.all([
      fetchRenewingSession("/api/admin/blog", write),
      fetchRenewingSession("/api/admin/hero-variants", write),
    ]);
    await vi.waitFor(() => expect(renewer).toHaveBeenCalledTimes(1));
    finish(true);
    expect((await both).map((response) => response.status)).toEqual([201, 201]);
    expect(renewer).toHaveBeenCalledTimes(1);
    // The next expiry asks again.
    server.signedIn = false;
    const again = renewSession();
    expect(renewer).toHaveBeenCalledTimes(2);
    finish(false);
    expect(await again).toBe(false);
  });
});
