import { crc32, inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createZip } from "./zip";

/** Reads an archive back through its central directory, as unzip tools do. */
function readZip(zip: Buffer) {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let pointer = zip.readUInt32LE(end + 16);
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(pointer)).toBe(0x02014b50);
    const checksum = zip.readUInt32LE(pointer + 16);
    const size = zip.readUInt32LE(pointer + 20);
    const nameLength = zip.readUInt16LE(pointer + 28);
    const localOffset = zip.readUInt32LE(pointer + 42);
    const name = zip.subarray(pointer + 46, pointer + 46 + nameLength).toString("utf8");
    expect(zip.readUInt32LE(localOffset)).toBe(0x04034b50);
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26);
    const data = inflateRawSync(zip.subarray(dataStart, dataStart + size));
    expect(crc32(data)).toBe(checksum);
    files[name] = data.toString("utf8");
    pointer += 46 + nameLength;
  }
  return files;
}

describe("createZip", () => {
  it("writes entries that read back intact, with UTF-8 names and checksums", () => {
    const readme = "Guida all'installazione: è tutto pronto.\n".repeat(20);
    const zip = createZip([
      { name: "LEGGIMI.txt", content: readme, modified: new Date(2026, 2, 14, 10, 30) },
      { name: "configurazione/perché.txt", content: Buffer.from("ok") },
    ]);
    expect(readZip(zip)).toEqual({ "LEGGIMI.txt": readme, "configurazione/perché.txt": "ok" });
    expect(zip.length).toBeLessThan(readme.length);
  });

  it("encodes the modification date in MS-DOS format", () => {
    const zip = createZip([
      { name: "a.txt", content: "a", modified: new Date(2026, 2, 14, 10, 30, 8) },
    ]);
    const date = zip.readUInt16LE(12);
    expect({ year: 1980 + (date >> 9), month: (date >> 5) & 15, day: date & 31 }).toEqual({
      year: 2026,
      month: 3,
      day: 14,
    });
    expect(zip.readUInt16LE(10)).toBe((10 << 11) | (30 << 5) | 4);
  });
});
