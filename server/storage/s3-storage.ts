import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { S3Config } from "../env";
import {
  createS3Client,
  multipartPartBytes,
  multipartQueueSize,
  uploadContentType,
} from "./s3-client.mjs";
import type { UploadStorage } from "./upload-storage";

/** The store answered that the object is not there. */
const isMissing = (error: unknown) =>
  error instanceof Error &&
  (error.name === "NoSuchKey" ||
    error.name === "NotFound" ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

/**
 * Uploads as objects of an S3-compatible bucket (AWS SDK v3). A stream goes up as a multipart
 * upload (@aws-sdk/lib-storage: parts of 5 MB, two at a time), aborted when the stream fails.
 */
export function createS3Storage(config: S3Config, client: S3Client = createS3Client(config)) {
  const { bucket: Bucket, presignedTtlSeconds } = config;

  const storage: UploadStorage = {
    kind: "s3",
    async put(Key, body) {
      const object = { Bucket, Key, ContentType: uploadContentType(Key) };
      if (!(body instanceof Readable)) {
        await client.send(new PutObjectCommand({ ...object, Body: body }));
        return;
      }
      const upload = new Upload({
        client,
        params: { ...object, Body: body },
        partSize: multipartPartBytes,
        queueSize: multipartQueueSize,
      });
      // A failing stream fails the upload, which then aborts its multipart upload itself; the
      // stream's error (a refused or broken upload) is the one to answer, not the abort's.
      let streamError: unknown;
      body.once("error", (error) => (streamError = error));
      await upload.done().catch((error: unknown) => {
        body.destroy();
        throw streamError ?? error;
      });
    },
    async get(Key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const total = answer.ContentRange?.split("/")[1];
        return {
          body: answer.Body as Readable,
          size: total ? Number(total) : (answer.ContentLength ?? 0),
          lastModified: answer.LastModified ?? null,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stat(Key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return { size: head.ContentLength ?? 0, lastModified: head.LastModified ?? null };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    async *list(folder) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
  if (presignedTtlSeconds !== null) {
    storage.presignedUrl = (Key, disposition) =>
      getSignedUrl(
        client,
        new GetObjectCommand({ Bucket, Key, ResponseContentDisposition: disposition }),
        { expiresIn: presignedTtlSeconds },
      );
  }
  return storage;
}
