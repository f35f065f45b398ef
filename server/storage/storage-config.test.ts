import { describe, expect, it } from "vitest";
import { readEnv } from "../env";
import { createUploadStorage } from ".";

const bucket = {
  S3_ENDPOINT: "http://127.0.0.1:9000",
  S3_BUCKET: "sito",
  S3_REGION: "eu-south-1",
  S3_ACCESS_KEY_ID: "chiave",
  S3_SECRET_ACCESS_KEY: "segreto",
};

describe("the uploads' storage chosen from the S3_* variables", () => {
  it("is DATA_DIR/uploads without them and the bucket with all five", () => {
    const local = readEnv({ NODE_ENV: "test", DATA_DIR: "/srv/dati" });
    expect(local.s3).toBeNull();
    expect(createUploadStorage(local).kind).toBe("local");

    const s3 = readEnv({ NODE_ENV: "test", ...bucket });
    expect(s3.s3).toEqual({
      endpoint: "http://127.0.0.1:9000",
      bucket: "sito",
      region: "eu-south-1",
      accessKeyId: "chiave",
      secretAccessKey: "segreto",
      presignedTtlSeconds: null,
    });
    const storage = createUploadStorage(s3);
    expect(storage.kind).toBe("s3");
    expect(storage.presignedUrl).toBeUndefined();
  });

  it("turns presigned downloads on with S3_PRESIGNED_DOWNLOADS=1 (300 s unless set)", () => {
    const on = readEnv({ NODE_ENV: "test", ...bucket, S3_PRESIGNED_DOWNLOADS: "1" });
    expect(on.s3?.presignedTtlSeconds).toBe(300);
    expect(createUploadStorage(on).presignedUrl).toBeTypeOf("function");
    const short = { ...bucket, S3_PRESIGNED_DOWNLOADS: "1", S3_PRESIGNED_TTL_SECONDS: "60" };
    expect(readEnv({ NODE_ENV: "test", ...short }).s3?.presignedTtlSeconds).toBe(60);
  });

  it("stops the start with an Italian message when only some are set", () => {
    const { S3_SECRET_ACCESS_KEY: _secret, S3_REGION: _region, ...partial } = bucket;
    expect(() => readEnv({ NODE_ENV: "test", ...partial })).toThrow(
      "S3: imposta tutte le variabili S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY oppure nessuna (mancano: S3_REGION, S3_SECRET_ACCESS_KEY)",
    );
    // Empty values count as unset, as for every variable.
    expect(() => readEnv({ NODE_ENV: "test", ...bucket, S3_BUCKET: "" })).toThrow(
      "(mancano: S3_BUCKET)",
    );
    expect(() => readEnv({ NODE_ENV: "test", S3_PRESIGNED_DOWNLOADS: "1" })).toThrow(
      "S3_PRESIGNED_DOWNLOADS: vale solo con un bucket S3",
    );
    expect(() => readEnv({ NODE_ENV: "test", ...bucket, S3_ENDPOINT: "minio:9000" })).toThrow(
      "S3_ENDPOINT",
    );
    expect(() => readEnv({ NODE_ENV: "test", ...bucket, S3_PRESIGNED_DOWNLOADS: "sì" })).toThrow(
      "S3_PRESIGNED_DOWNLOADS deve essere 0 o 1",
    );
    expect(() =>
      readEnv({ NODE_ENV: "test", ...bucket, S3_PRESIGNED_TTL_SECONDS: "86400" }),
    ).toThrow("S3_PRESIGNED_TTL_SECONDS deve essere al massimo 3600");
  });
});
