import { constants, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../context";
import { compression } from "./compression";

const page =
  "<!DOCTYPE html><html><body>" + "<p>Contenuto della pagina.</p>".repeat(200) + "</body></html>";

let releaseSecondPart: () => void = () => {};

/** A body written in two parts, the second once the test says so (a Suspense boundary). */
function slowBody(first: string, second: string) {
  const encoder = new TextEncoder();
  const released = new Promise<void>((resolve) => (releaseSecondPart = resolve));
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(first));
      void released.then(() => {
        controller.enqueue(encoder.encode(second));
        controller.close();
      });
    },
  });
}

function site() {
  const app = new Hono<AppEnv>();
  app.use(compression());
  app.get("/pagina", (c) => c.html(page));
  app.get("/streamed", (c) => c.html(page));
  app.get("/piccola", (c) => c.html("<p>breve</p>"));
  app.get("/etag", (c) => c.html(page, 200, { ETag: '"abc"' }));
  app.get("/no-transform", (c) => c.html(page, 200, { "Cache-Control": "no-transform" }));
  app.get("/immagine", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }));
  app.get("/codificata", (c) =>
    c.body(new Uint8Array(4096), 200, {
      "Content-Type": "text/html",
      "Content-Encoding": "br",
    }),
  );
  app.get(
    "/lenta",
    () =>
      new Response(slowBody(page, "<p>arrivato dopo</p>"), {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      }),
  );
  return app;
}

const get = (path: string, encoding: string, method = "GET") =>
  site().request(path, { method, headers: { "Accept-Encoding": encoding } });

describe("compression", () => {
  it("sends a complete page in gzip, with its length", async () => {
    const res = await get("/pagina", "gzip, deflate, br");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("content-length")).toBe(String(body.length));
    expect(gunzipSync(body).toString()).toBe(page);
    expect(body.length).toBeLessThan(page.length / 10);
  });

  it("sends the plain bytes to a browser without gzip", async () => {
    for (const encoding of ["identity", "br", "gzip;q=0, br"]) {
      const plain = await get("/pagina", encoding);
      expect(plain.headers.get("content-encoding"), encoding).toBeNull();
      expect(plain.headers.get("vary")).toBe("Accept-Encoding");
      expect(await plain.text()).toBe(page);
    }
    expect((await get("/pagina", "*")).headers.get("content-encoding")).toBe("gzip");
  });

  it("weakens the ETag of what it compresses", async () => {
    expect((await get("/etag", "gzip")).headers.get("etag")).toBe('W/"abc"');
    expect((await get("/etag", "identity")).headers.get("etag")).toBe('"abc"');
  });

  it("leaves small, encoded, binary, no-transform and HEAD answers alone", async () => {
    for (const [path, method] of [
      ["/piccola", "GET"],
      ["/codificata", "GET"],
      ["/immagine", "GET"],
      ["/no-transform", "GET"],
      ["/pagina", "HEAD"],
    ] as const) {
      const res = await get(path, "br, gzip", method);
      const expected = path === "/codificata" ? "br" : null;
      expect(res.headers.get("content-encoding"), `${method} ${path}`).toBe(expected);
    }
    expect(await (await get("/piccola", "gzip")).text()).toBe("<p>breve</p>");
  });

  it("compresses a page still being written as it comes, the first part sent before the rest", async () => {
    const res = await get("/lenta", "gzip");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("content-length")).toBeNull();
    const reader = res.body!.getReader();
    const received: Uint8Array[] = [];
    const decoded = () =>
      gunzipSync(Buffer.concat(received), { finishFlush: constants.Z_SYNC_FLUSH }).toString();
    // The second part is written only once the first has arrived whole: without a flush of
    // each part, this read would wait for it forever (and the test time out).
    while (decoded() !== page) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      received.push(value!);
    }
    releaseSecondPart();
    for (let r = await reader.read(); !r.done; r = await reader.read()) received.push(r.value);
    expect(gunzipSync(Buffer.concat(received)).toString()).toBe(page + "<p>arrivato dopo</p>");
  });
});
