import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { certifiedPartners } from "#db/schema";
import { addAdmin, cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";
import { readEnv } from "#server/env";
import type { UploadStorage } from "#server/storage";
import { createS3Client } from "#server/storage/s3-client.mjs";
import { createS3Storage } from "#server/storage/s3-storage";
import { startS3Emulator, type S3Emulator } from "#tests/helpers/s3-emulator";
import { createTestApi } from "#tests/helpers/test-api";
import { createTestDatabase } from "#tests/helpers/test-db";
import { storeImage } from "./images.server";
import { importExistingUploads } from "./media-import.server";
import { media } from "./media.table";

/**
 * The media library on an S3 bucket (decision 029's emulator): the import lists the bucket and
 * reads each image's dimensions from it; a delete removes every copy from the bucket.
 */
const PASSWORD = "Password-Admin-2026";
let handle: DatabaseHandle;
let emulator: S3Emulator;
let dataDir: string;
let storage: UploadStorage;
let api: ReturnType<typeof createTestApi>;
let admin: string;

beforeAll(async () => {
  [handle, emulator, dataDir] = await Promise.all([
    createTestDatabase(),
    startS3Emulator(),
    mkdtemp(path.join(tmpdir(), "media-s3-")),
  ]);
  const env = { ...emulator.env, DATA_DIR: dataDir };
  const config = readEnv({ NODE_ENV: "test", ...env }).s3!;
  // s3rver signs a bucket's listing as "/<bucket>" while the SDK sends and signs "/<bucket>/"
  // (real S3 takes both): only for the emulator, the listing goes without the final slash.
  const client = createS3Client(config);
  client.middlewareStack.add(
    (next) => (args) => {
      const request = args.request as { path?: string };
      if (request.path === `/${config.bucket}/`) request.path = `/${config.bucket}`;
      return next(args);
    },
    { step: "build" },
  );
  storage = createS3Storage(config, client);
  await addAdmin(handle.db, { username: "admin", password: PASSWORD });
  api = createTestApi(handle.db, env);
  admin = cookieOf(
    await api.request("/admin/login", postJson({ username: "admin", password: PASSWORD })),
  );
}, 30_000);
afterAll(async () => {
  await Promise.all([handle?.close(), emulator?.stop(), rm(dataDir, { recursive: true })]);
});

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 60 } } })
    .png()
    .toBuffer();

describe("the media library on S3", () => {
  it("imports the images of the bucket and deletes every copy of an unused one", async () => {
    expect(storage.kind).toBe("s3");
    const logo = await storeImage(await picture(400, 200), storage);
    const orphan = await storeImage(await picture(1000, 750), storage);
    await handle.db.insert(certifiedPartners).values({ name: "Partner S3", logoUrl: logo.url });

    expect(await importExistingUploads(handle.db, storage)).toBe(2);
    const rows = await handle.db.select().from(media);
    expect(rows.map(({ url, name, width, height }) => ({ url, name, width, height }))).toEqual(
      expect.arrayContaining([
        { url: logo.url, name: "Logo: Partner S3", width: 400, height: 200 },
        { url: orphan.url, name: orphan.url.split("/").pop(), width: 1000, height: 750 },
      ]),
    );
    expect(rows.every((row) => row.bytes > 0)).toBe(true);

    const idOf = (url: string) => url.split("/").pop()!.replace(".webp", "");
    const ids = Object.fromEntries(rows.map((row) => [row.url, row.id]));
    const call = (body: unknown) =>
      api.request("/admin/media/delete", {
        ...postJson(body),
        headers: { Cookie: admin, "Content-Type": "application/json" },
      });
    const refused = await call({ ids: [ids[logo.url]] });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      `Impossibile eliminare l'immagine: "Logo: Partner S3" è usata in: Partner "Partner S3".`,
    );
    expect(await emulator.objectKeys(`images/${idOf(logo.url)}`)).toHaveLength(3);

    const done = await call({ ids: [ids[orphan.url]] });
    expect(done.status).toBe(200);
    expect(await emulator.objectKeys(`images/${idOf(orphan.url)}`)).toEqual([]);
    expect(await emulator.objectKeys(`images/${idOf(logo.url)}`)).toHaveLength(3);
  });
});
