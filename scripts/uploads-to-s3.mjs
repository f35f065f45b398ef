// `npm run uploads:to-s3`: copies the uploads kept under DATA_DIR/uploads into the S3 bucket of
// the S3_* variables, with the same keys (images/..., software/...), so a site moved to object
// storage keeps every stored URL (decision 029). Idempotent: an object already there with the
// same size is left alone, so the command can run again after an interruption.
import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import {
  createS3Client,
  multipartPartBytes,
  multipartQueueSize,
  uploadContentType,
} from "../server/storage/s3-client.mjs";

const variables = [
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
];

/** The files under `root` one folder deep (<folder>/<name>), as storage keys. */
async function localKeys(root) {
  const keys = [];
  for (const folder of await readdir(root, { withFileTypes: true }).catch(() => [])) {
    if (!folder.isDirectory()) continue;
    for (const file of await readdir(path.join(root, folder.name), { withFileTypes: true })) {
      if (file.isFile()) keys.push(`${folder.name}/${file.name}`);
    }
  }
  return keys.sort();
}

/** The size of the object in the bucket, or null when there is none. */
async function objectSize(client, Bucket, Key) {
  try {
    return (await client.send(new HeadObjectCommand({ Bucket, Key }))).ContentLength ?? 0;
  } catch (error) {
    if (error?.$metadata?.httpStatusCode === 404) return null;
    throw error;
  }
}

/**
 * Copies every file of <dataDir>/uploads missing from the bucket (or there with another size).
 * Resolves with the keys copied and the keys already there.
 */
export async function copyUploadsToS3({ dataDir, s3, log = () => {} }) {
  const root = path.join(dataDir, "uploads");
  const client = createS3Client(s3);
  const copied = [];
  const present = [];
  try {
    for (const key of await localKeys(root)) {
      const file = path.join(root, ...key.split("/"));
      const { size } = await stat(file);
      if ((await objectSize(client, s3.bucket, key)) === size) {
        present.push(key);
        continue;
      }
      await new Upload({
        client,
        params: {
          Bucket: s3.bucket,
          Key: key,
          Body: createReadStream(file),
          ContentType: uploadContentType(key),
        },
        partSize: multipartPartBytes,
        queueSize: multipartQueueSize,
      }).done();
      copied.push(key);
      log(`copiato ${key} (${size} byte)`);
    }
  } finally {
    client.destroy();
  }
  return { copied, present };
}

async function main() {
  const missing = variables.filter((name) => !process.env[name]);
  if (missing.length > 0) {
    throw new Error(`Imposta le variabili del bucket: mancano ${missing.join(", ")}`);
  }
  const dataDir = path.resolve(process.env.DATA_DIR || "./data");
  const { copied, present } = await copyUploadsToS3({
    dataDir,
    s3: {
      endpoint: process.env.S3_ENDPOINT,
      bucket: process.env.S3_BUCKET,
      region: process.env.S3_REGION,
      accessKeyId: process.env.S3_ACCESS_KEY_ID,
      secretAccessKey: process.env.S3_SECRET_ACCESS_KEY,
    },
    log: (line) => console.log(line),
  });
  console.log(
    `${path.join(dataDir, "uploads")} → bucket ${process.env.S3_BUCKET}: ` +
      `${copied.length} file copiati, ${present.length} già presenti`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
