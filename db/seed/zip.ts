import { crc32, deflateRawSync } from "node:zlib";

export type ZipEntry = { name: string; content: string | Buffer; modified?: Date };

/** MS-DOS date and time fields of a zip header (local time, 2-second precision). */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/**
 * A minimal zip archive (deflate, UTF-8 names, no zip64): enough for the small files the demo
 * seed offers as downloads, readable by Windows Explorer, macOS Archive Utility and unzip.
 */
export function createZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const data =
      typeof entry.content === "string" ? Buffer.from(entry.content, "utf8") : entry.content;
    const compressed = deflateRawSync(data, { level: 9 });
    const checksum = crc32(data);
    const stamp = dosDateTime(entry.modified ?? new Date());
    // The 22 bytes both headers hold alike, from flags to the name's length.
    const common = Buffer.alloc(22);
    common.writeUInt16LE(0x0800, 0); // flags: names are UTF-8
    common.writeUInt16LE(8, 2); // method: deflate
    common.writeUInt16LE(stamp.time, 4);
    common.writeUInt16LE(stamp.date, 6);
    common.writeUInt32LE(checksum, 8);
    common.writeUInt32LE(compressed.length, 12);
    common.writeUInt32LE(data.length, 16);
    common.writeUInt16LE(name.length, 20);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0); // local file header signature
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    common.copy(local, 6);
    local.writeUInt16LE(0, 28); // extra field length
    locals.push(local, name, compressed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0); // central directory header signature
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    common.copy(central, 8);
    // extra length, comment length, disk number, internal and external attributes: all zero
    central.writeUInt32LE(offset, 42); // offset of the local header
    centrals.push(central, name);

    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); // end of central directory signature
  end.writeUInt16LE(entries.length, 8); // entries on this disk
  end.writeUInt16LE(entries.length, 10); // entries in total
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16); // where the central directory starts
  return Buffer.concat([...locals, directory, end]);
}
