export declare function copyUploadsToS3(options: {
  dataDir: string;
  s3: {
    endpoint: string;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
  };
  log?: (line: string) => void;
}): Promise<{ copied: string[]; present: string[] }>;
