import type { S3Client } from "@aws-sdk/client-s3";

export declare function createS3Client(config: {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}): S3Client;
export declare const multipartPartBytes: number;
export declare const multipartQueueSize: number;
export declare function uploadContentType(key: string): string;
