import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

describe(".env.example", () => {
  it("lists every variable server/env.ts reads (and db/client.ts's MIGRATIONS_DIR)", async () => {
    const source = await readFile("server/env.ts", "utf8");
    const read = [...source.matchAll(/^ {2}([A-Z][A-Z0-9_]+): z/gm)].map((m) => m[1]!);
    expect(read).toContain("S3_PRESIGNED_TTL_SECONDS");
    const example = await readFile(".env.example", "utf8");
    const listed = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));
    for (const name of [...read, "MIGRATIONS_DIR"]) expect(listed, name).toContain(name);
  });
});
