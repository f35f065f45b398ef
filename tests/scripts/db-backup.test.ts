import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client";
import { downloadableSoftware } from "#db/schema";
import { backupDataDir } from "../../scripts/db-backup.mjs";

/** `npm run db:backup` and `npm run db:restore` as the README tells: the script, run by node. */
function run(args: string[], dataDir: string) {
  const result = spawnSync(process.execPath, ["scripts/db-backup.mjs", ...args], {
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir },
    encoding: "utf8",
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "sd-db-backup-"));
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe("npm run db:backup / db:restore (PGlite)", () => {
  it("copies DATA_DIR while the site is stopped and restores it, rows and uploads", async () => {
    const dataDir = path.join(work, "data");
    const database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
    await database.db.insert(downloadableSoftware).values({
      name: "Agente Backup",
      version: "2.1.0",
      fileUrl: "/uploads/software/0123456789abcdef-agente.zip",
    });
    await mkdir(path.join(dataDir, "uploads", "software"), { recursive: true });
    await writeFile(path.join(dataDir, "uploads", "software", "0123456789abcdef-agente.zip"), "PK");

    // The database is open, as it is while the site runs: no backup.
    const refused = run(["--out", path.join(work, "backups")], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain("risulta aperto (postmaster.pid): ferma il sito e riprova");
    await database.close();

    const done = run(["--out", path.join(work, "backups")], dataDir);
    expect(done.code, done.out).toBe(0);
    const [backup] = await readdir(path.join(work, "backups"));
    expect(backup).toMatch(/^sito-\d{8}-\d{6}$/);
    const from = path.join(work, "backups", backup!);
    expect((await readdir(from)).sort()).toEqual(["pglite.tar.gz", "uploads"]);

    const restoredDir = path.join(work, "restored");
    const restored = run(["restore", from], restoredDir);
    expect(restored.code, restored.out).toBe(0);
    const again = await openDatabase({ dataDir: path.join(restoredDir, "pglite") });
    try {
      const rows = await again.db
        .select({ name: downloadableSoftware.name, version: downloadableSoftware.version })
        .from(downloadableSoftware);
      expect(rows).toEqual([{ name: "Agente Backup", version: "2.1.0" }]);
    } finally {
      await again.close();
    }
    const file = path.join(restoredDir, "uploads", "software", "0123456789abcdef-agente.zip");
    expect(await readFile(file, "utf8")).toBe("PK");

    // Never over an existing database, and only from a backup folder.
    const over = run(["restore", from], restoredDir);
    expect(over.code).toBe(1);
    expect(over.out).toContain("contiene già un database: spostalo altrove");
    const notBackup = run(["restore", work], path.join(work, "altro"));
    expect(notBackup.code).toBe(1);
    expect(notBackup.out).toContain("non è una copia di db:backup");
  }, 90_000);

  it("refuses with PostgreSQL and without a PGlite database", async () => {
    const withPostgres = spawnSync(process.execPath, ["scripts/db-backup.mjs"], {
      env: { PATH: process.env.PATH ?? "", DATABASE_URL: "postgres://localhost/sito" },
      encoding: "utf8",
    });
    expect(withPostgres.status).toBe(1);
    expect(withPostgres.stderr).toContain("salvalo con pg_dump");
    await expect(
      backupDataDir({ dataDir: path.join(work, "vuota"), outDir: path.join(work, "b2") }),
    ).rejects.toThrow("Nessun database PGlite");
    expect(existsSync(path.join(work, "b2"))).toBe(false);
  });
});
