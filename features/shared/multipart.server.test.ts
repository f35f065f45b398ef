import { describe, expect, it } from "vitest";
import { MultipartError, readMultipartFile, type MultipartFile } from "./multipart.server";

const B = "XyZ-boundary-42";
const TYPE = `multipart/form-data; boundary=${B}`;
const content = `PK\x03\x04 data with --${B}x inside and \r\n-- dashes\r\n\r\n`;

const body = [
  "preamble ignored\r\n",
  `--${B}\r\n`,
  'Content-Disposition: form-data; name="title"\r\n\r\n',
  "Ciao àè\r\n",
  `--${B}\r\n`,
  'Content-Disposition: form-data; name="other"; filename="altro.bin"\r\n\r\n',
  "non letto\r\n",
  `--${B}\r\n`,
  'Content-Disposition: form-data; name="file"; filename="C:\\\\fakepath\\\\setup \\"1\\".zip"\r\n',
  "Content-Type: application/zip\r\n\r\n",
  `${content}\r\n`,
  `--${B}--\r\n`,
  "epilogue ignored",
].join("");

/** `bytes` as a request body in pieces of `size` bytes. */
function streamed(bytes: Buffer, size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(offset, offset + size)));
      offset += size;
    },
  });
}

async function readAll({ filename, mimeType, stream }: MultipartFile) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { filename, mimeType, data: Buffer.concat(chunks).toString("latin1") };
}

const options = { field: "file", maxFileBytes: 1000, maxBodyBytes: 10_000 };

describe("readMultipartFile", () => {
  it("reads the same file whatever the chunk sizes, boundaries split anywhere", async () => {
    const bytes = Buffer.from(body, "utf8");
    for (const size of [1, 2, 3, 5, 16, 17, 64, bytes.length]) {
      expect(await readMultipartFile(streamed(bytes, size), TYPE, options, readAll)).toEqual({
        filename: 'setup "1".zip',
        mimeType: "application/zip",
        data: content,
      });
    }
  });

  it("answers null when no file part has the field's name", async () => {
    const bytes = Buffer.from(body, "utf8");
    const read = readMultipartFile(streamed(bytes, 64), TYPE, { ...options, field: "x" }, readAll);
    expect(await read).toBeNull();
  });

  it("refuses a body that is not multipart, too large, cut short or with too many parts", async () => {
    const bytes = Buffer.from(body, "utf8");
    const reason = (promise: Promise<unknown>) =>
      promise.then(
        () => "accepted",
        (error: unknown) => (error instanceof MultipartError ? error.reason : error),
      );
    expect(
      await reason(readMultipartFile(streamed(bytes, 64), "text/plain", options, readAll)),
    ).toBe("not-multipart");
    expect(
      await reason(readMultipartFile(streamed(bytes, 64), "multipart/form-data", options, readAll)),
    ).toBe("not-multipart");
    expect(
      await reason(
        readMultipartFile(
          streamed(bytes, 64),
          TYPE,
          { ...options, contentLength: 20_000 },
          readAll,
        ),
      ),
    ).toBe("body-too-large");
    expect(
      await reason(
        readMultipartFile(streamed(bytes, 64), TYPE, { ...options, maxBodyBytes: 300 }, readAll),
      ),
    ).toBe("body-too-large");
    expect(
      await reason(
        readMultipartFile(streamed(bytes, 7), TYPE, { ...options, maxFileBytes: 20 }, readAll),
      ),
    ).toBe("file-too-large");
    const exact = { ...options, maxFileBytes: Buffer.byteLength(content, "latin1") };
    expect(await reason(readMultipartFile(streamed(bytes, 7), TYPE, exact, readAll))).not.toBe(
      "file-too-large",
    );
    const cut = bytes.subarray(0, bytes.indexOf("dashes"));
    expect(await reason(readMultipartFile(streamed(cut, 10), TYPE, options, readAll))).toBe(
      "incomplete",
    );
    expect(
      await reason(
        readMultipartFile(streamed(bytes, 64), TYPE, { ...options, maxParts: 2 }, readAll),
      ),
    ).toBe("too-many-parts");
  });

  it("hands a file kept before the body went wrong to discard", async () => {
    const whole = Buffer.from(body, "utf8");
    const cut = Buffer.concat([
      whole.subarray(0, whole.indexOf(`--${B}--`)),
      Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="nota"\r\n\r\ntesto`),
    ]);
    const discarded: unknown[] = [];
    const read = readMultipartFile(
      streamed(cut, 32),
      TYPE,
      { ...options, discard: async (kept) => void discarded.push(kept) },
      readAll,
    );
    await expect(read).rejects.toThrow("Richiesta multipart incompleta");
    expect(discarded).toEqual([expect.objectContaining({ data: content })]);
  });

  it("waits for the route's own refusal and stops reading the body", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(
          new Uint8Array(
            Buffer.from(
              pulled === 1
                ? `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n\r\n`
                : "x".repeat(100),
            ),
          ),
        );
      },
    });
    let cleaned = false;
    const read = readMultipartFile(
      endless,
      TYPE,
      { ...options, maxFileBytes: 1e9, maxBodyBytes: 1e9 },
      async ({ stream }) => {
        try {
          for await (const _ of stream) throw new Error("rifiutato");
        } finally {
          await new Promise((resolve) => setTimeout(resolve, 20));
          cleaned = true;
        }
      },
    );
    await expect(read).rejects.toThrow("rifiutato");
    expect(cleaned).toBe(true);
    const after = pulled;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pulled).toBe(after);
  });
});
