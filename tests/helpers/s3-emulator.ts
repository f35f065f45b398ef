import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** The S3_* variables of server/env.ts for the emulator's bucket (s3rver's fixed credentials). */
export type S3EmulatorEnv = {
  S3_ENDPOINT: string;
  S3_BUCKET: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
};

export type S3Emulator = {
  env: S3EmulatorEnv;
  /** The emulator's own data directory (objects, and multipart parts while an upload runs). */
  dir: string;
  /** The keys of the objects in the bucket that start with `prefix`, sorted. */
  objectKeys(prefix: string): Promise<string[]>;
  /** Bytes of the parts the emulator has received for uploads still in progress. */
  pendingBytes(): Promise<number>;
  /** Multipart uploads begun and neither completed nor aborted. */
  pendingUploads(): Promise<number>;
  stop(): Promise<void>;
};

const bucket = "sito-uploads";

/** s3rver keeps an object's bytes in <dir>/<bucket>/<key> plus this suffix. */
const objectSuffix = "._S3rver_object";
/** Where s3rver keeps the parts of multipart uploads not yet completed, one folder per upload. */
const pendingDir = (dir: string) => path.join(dir, bucket, "._S3rver_uploads");

/**
 * Runs in the child: the emulator on a free loopback port, which it prints once listening.
 * s3rver has no AbortMultipartUpload (DELETE ?uploadId answers 405): the one handler added
 * in front of it does what S3 does, dropping the upload's parts.
 */
const childScript = `
const { rm } = require("node:fs/promises");
const path = require("node:path");
const S3rver = require("@20minutes/s3rver");
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory: process.env.S3RVER_DIR,
  configureBuckets: [{ name: ${JSON.stringify(bucket)}, configs: [] }],
});
server.middleware.unshift(async (ctx, next) => {
  const uploadId = ctx.method === "DELETE" ? String(ctx.query.uploadId ?? "") : "";
  if (!/^[0-9a-f]+$/.test(uploadId)) return next();
  await rm(path.join(${JSON.stringify("PENDING")}, uploadId), { recursive: true, force: true });
  ctx.status = 204;
});
server.run().then(({ port }) => process.stdout.write("port=" + port + "\\n"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
`;

/**
 * An S3-compatible server for the tests: @20minutes/s3rver (a devDependency, so CI has it after
 * `npm install`) in a child process of its own, so its memory is not the test's, on a loopback
 * port with a temporary directory removed by stop().
 */
export async function startS3Emulator(): Promise<S3Emulator> {
  const dir = await mkdtemp(path.join(tmpdir(), "sd-s3rver-"));
  const script = childScript.replace(JSON.stringify("PENDING"), JSON.stringify(pendingDir(dir)));
  const child: ChildProcess = spawn(process.execPath, ["-e", script], {
    env: { PATH: process.env.PATH ?? "", S3RVER_DIR: dir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /port=(\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`s3rver exited (${code}) before listening`)));
    child.once("error", reject);
  });
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    dir,
    // Read from the emulator's directory: its ListObjects refuses the SDK's signature.
    async objectKeys(prefix) {
      const root = path.join(dir, bucket);
      const files = await readdir(root, { recursive: true }).catch(() => []);
      return files
        .filter((file) => file.endsWith(objectSuffix))
        .map((file) => file.slice(0, -objectSuffix.length).split(path.sep).join("/"))
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
    async pendingBytes() {
      const root = pendingDir(dir);
      const files = await readdir(root, { recursive: true }).catch(() => []);
      const parts = files.filter((file) => /(^|\/)\d+$/.test(file));
      const sizes = await Promise.all(
        parts.map((file) =>
          stat(path.join(root, file)).then(
            (s) => s.size,
            () => 0,
          ),
        ),
      );
      return sizes.reduce((sum, size) => sum + size, 0);
    },
    pendingUploads: async () => (await readdir(pendingDir(dir)).catch(() => [])).length,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
