// The S3 client of the uploads, shared by the server (server/storage/s3-storage.ts) and the copy
// command (scripts/uploads-to-s3.mjs), which runs without TypeScript. Decision 029.
import { S3Client } from "@aws-sdk/client-s3";
import { getMimeType } from "hono/utils/mime";

/**
 * A client for an S3-compatible endpoint (AWS S3, MinIO, Cloudflare R2, Scaleway): path-style
 * addresses (bucket in the path, which every one of them answers), and checksums only where the
 * operation requires them, since not every compatible store knows the SDK's newer defaults.
 */
export function createS3Client({ endpoint, region, accessKeyId, secretAccessKey }) {
  return new S3Client({
    endpoint,
    region,
    credentials: { accessKeyId, secretAccessKey },
    forcePathStyle: true,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** Parts of a multipart upload: S3's smallest, and two in flight, so a stream holds about 10 MB. */
export const multipartPartBytes = 5 * 1024 * 1024;
export const multipartQueueSize = 2;

/** The Content-Type stored with an object and sent with a download, from its name. */
export function uploadContentType(key) {
  return getMimeType(key) ?? "application/octet-stream";
}
