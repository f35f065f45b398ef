import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { startS3Emulator, type S3Emulator } from "#tests/helpers/s3-emulator";
import { createTestApp } from "#tests/helpers/test-app";
import { createTestDatabase } from "#tests/helpers/test-db";

let emulator: S3Emulator;
let handle: DatabaseHandle;
let dataDir: string;

/** `npm run uploads:to-s3` as the README tells: the script, run by node. */
function copy(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["scripts/uploads-to-s3.mjs"], {
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, ...env },
    encoding: "utf8",
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

beforeAll(async () => {
  [emulator, handle, dataDir] = await Promise.all([
    startS3Emulator(),
    createTestDatabase(),
    mkdtemp(path.join(tmpdir(), "sd-uploads-to-s3-")),
  ]);
  const uploads = path.join(dataDir, "uploads");
  await mkdir(path.join(uploads, "images"), { recursive: true });
  await mkdir(path.join(uploads, "software"), { recursive: true });
  await writeFile(path.join(uploads, "images", "abc123.webp"), "RIFF-immagine");
  await writeFile(path.join(uploads, "images", "abc123-480.webp"), "RIFF-piccola");
  await writeFile(path.join(uploads, "software", "0123456789abcdef-setup.zip"), "PK\u0003\u0004");
  // Not an upload (no folder): left where it is.
  await writeFile(path.join(uploads, "appunti.txt"), "non copiare");
}, 30_000);
afterAll(async () => {
  await Promise.all([emulator?.stop(), handle?.close(), rm(dataDir, { recursive: true })]);
});

describe("npm run uploads:to-s3", () => {
  it("copies the local uploads into the bucket once, and the site serves them from there", async () => {
    const first = copy({ ...emulator.env });
    expect(first.code, first.out).toBe(0);
    expect(first.out).toContain("3 file copiati, 0 già presenti");
    expect(await emulator.objectKeys("")).toEqual([
      "images/abc123-480.webp",
      "images/abc123.webp",
      "software/0123456789abcdef-setup.zip",
    ]);

    const again = copy({ ...emulator.env });
    expect(again.code, again.out).toBe(0);
    expect(again.out).toContain("0 file copiati, 3 già presenti");

    // The same URLs, now answered from the bucket.
    const app = createTestApp(handle.db, { ...emulator.env, DATA_DIR: path.join(dataDir, "x") });
    const image = await app.request("/uploads/images/abc123.webp");
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(await image.text()).toBe("RIFF-immagine");
    const download = await app.request("/uploads/software/0123456789abcdef-setup.zip");
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="setup.zip"');
  });

  it("says which bucket variables are missing", () => {
    const { S3_BUCKET: _bucket, ...partial } = emulator.env;
    const result = copy(partial);
    expect(result.code).toBe(1);
    expect(result.out).toContain("Imposta le variabili del bucket: mancano S3_BUCKET");
  });
});
