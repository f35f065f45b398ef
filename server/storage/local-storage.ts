import { createReadStream, createWriteStream } from "node:fs";
import { once } from "node:events";
import { mkdir, readdir, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ObjectInfo, UploadStorage } from "./upload-storage";

/** Uploads as files under `root` (DATA_DIR/uploads), one folder per key prefix. */
export function createLocalStorage(root: string): UploadStorage {
  const fileOf = (key: string) => path.join(root, ...key.split("/"));
  const info = async (key: string): Promise<ObjectInfo | null> => {
    const stats = await stat(fileOf(key)).catch(() => null);
    return stats?.isFile() ? { size: stats.size, lastModified: stats.mtime } : null;
  };

  return {
    kind: "local",
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      if (!(body instanceof Readable)) return writeFile(file, body, { flag: "wx" });
      const out = createWriteStream(file, { flags: "wx" });
      try {
        await pipeline(body, out);
      } catch (error) {
        // The file may still be opening: remove it once its descriptor is closed.
        if (!out.closed) await once(out, "close").catch(() => {});
        await unlink(file).catch(() => {});
        throw error;
      }
    },
    async get(key, range) {
      const found = await info(key);
      if (!found) return null;
      return { ...found, body: createReadStream(fileOf(key), range) };
    },
    stat: info,
    async delete(key) {
      await unlink(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
    },
    async *list(folder) {
      const entries = await readdir(path.join(root, folder), { withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return [];
          throw error;
        },
      );
      for (const entry of entries) if (entry.isFile()) yield `${folder}/${entry.name}`;
    },
  };
}
