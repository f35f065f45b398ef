import path from "node:path";
import type { Env } from "../env";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import type { UploadStorage } from "./upload-storage";

export type { UploadStorage } from "./upload-storage";

/**
 * The one place the uploads' storage is chosen (decision 029): the S3 bucket when the S3_*
 * variables are set (server/env.ts checks all or none), else DATA_DIR/uploads.
 */
export function createUploadStorage(env: Pick<Env, "s3" | "dataDir">): UploadStorage {
  return env.s3 ? createS3Storage(env.s3) : createLocalStorage(path.join(env.dataDir, "uploads"));
}
