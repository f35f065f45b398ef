import { describe, expect, it } from "vitest";
import { multipartBoundary, parseMultipart, type MultipartEvent } from "./multipart-stream.server";

const B = "XyZ-boundary-42";

const body = [
  "preamble ignored\r\n",
  `--${B}\r\n`,
  'Content-Disposition: form-data; name="title"\r\n\r\n',
  "Ciao àè\r\n",
  `--${B}\r\n`,
  'Content-Disposition: form-data; name="file"; filename="C:\\\\fakepath\\\\setup \\"1\\".zip"\r\n',
  "Content-Type: application/zip\r\n\r\n",
  `PK\x03\x04 data with --${B}x inside and \r\n-- dashes\r\n\r\n`,
  `\r\n--${B}--\r\n`,
  "epilogue ignored",
].join("");

async function* chunked(bytes: Buffer, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function collect(events: AsyncIterable<MultipartEvent>) {
  const parts: { name: string; filename: string | null; type: string | null; data: string }[] = [];
  for await (const event of events) {
    if (event.type === "part") {
      parts.push({
        name: event.part.name,
        filename: event.part.filename,
        type: event.part.contentType,
        data: "",
      });
    } else if (event.type === "data") {
      parts.at(-1)!.data += Buffer.from(event.chunk).toString("latin1");
    }
  }
  return parts;
}

describe("parseMultipart", () => {
  it("gives the same parts whatever the chunk sizes, boundaries split anywhere", async () => {
    const bytes = Buffer.from(body, "utf8");
    const expected = [
      {
        name: "title",
        filename: null,
        type: null,
        data: Buffer.from("Ciao àè").toString("latin1"),
      },
      {
        name: "file",
        filename: 'C:\\fakepath\\setup "1".zip',
        type: "application/zip",
        data: `PK\x03\x04 data with --${B}x inside and \r\n-- dashes\r\n\r\n`,
      },
    ];
    for (const size of [1, 2, 3, 5, 16, 17, 64, bytes.length]) {
      expect(await collect(parseMultipart(chunked(bytes, size), B))).toEqual(expected);
    }
  });

  it("rejects a body that stops before the closing boundary", async () => {
    const truncated = Buffer.from(body.slice(0, body.indexOf(`--${B}--`)));
    await expect(collect(parseMultipart(chunked(truncated, 10), B))).rejects.toThrow(
      "Richiesta multipart incompleta",
    );
  });

  it("rejects parts without a name, too many parts and endless headers", async () => {
    const noName = Buffer.from(`--${B}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${B}--`);
    await expect(collect(parseMultipart(chunked(noName, 8), B))).rejects.toThrow("senza nome");
    const many = Buffer.from(
      Array.from(
        { length: 3 },
        (_, i) => `--${B}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`,
      ).join("") + `--${B}--`,
    );
    await expect(collect(parseMultipart(chunked(many, 8), B, { maxParts: 2 }))).rejects.toThrow(
      "troppe parti",
    );
    const endless = Buffer.from(`--${B}\r\nX-Long: ${"a".repeat(200)}`);
    await expect(
      collect(parseMultipart(chunked(endless, 50), B, { maxHeaderBytes: 100 })),
    ).rejects.toThrow("intestazioni troppo lunghe");
  });

  it("hands on file data before the body has ended (streaming, not buffering)", async () => {
    let delivered = 0;
    async function* slow() {
      yield Buffer.from(
        `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n\r\n`,
      );
      for (let i = 0; i < 5; i++) {
        delivered++;
        yield Buffer.alloc(1000, 0x41);
      }
      yield Buffer.from(`\r\n--${B}--`);
    }
    let seenAt: number | null = null;
    let bytes = 0;
    for await (const event of parseMultipart(slow(), B)) {
      if (event.type === "data") {
        seenAt ??= delivered;
        bytes += event.chunk.length;
      }
    }
    expect(seenAt).toBe(1);
    expect(bytes).toBe(5000);
  });
});

describe("multipartBoundary", () => {
  it("reads the boundary of multipart/form-data only", () => {
    expect(multipartBoundary(`multipart/form-data; boundary=${B}`)).toBe(B);
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b:c"')).toBe("a b:c");
    expect(multipartBoundary("multipart/form-data")).toBeNull();
    expect(multipartBoundary("application/json")).toBeNull();
    expect(multipartBoundary(`multipart/form-data; boundary=${"x".repeat(71)}`)).toBeNull();
    expect(multipartBoundary(undefined)).toBeNull();
  });
});
