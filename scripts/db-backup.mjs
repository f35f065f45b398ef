// `npm run db:backup [-- --out DIR] [-- --force]` and `npm run db:restore -- DIR`: a consistent
// copy of DATA_DIR for the embedded PGlite database (decision 029). With DATABASE_URL the
// database is PostgreSQL's: use pg_dump / pg_restore instead (README, "Produzione").
//
// A backup is a folder backups/sito-<date>/ holding pglite.tar.gz (PGlite's dumpDataDir of the
// whole cluster, written by the only process that has the database open: this one) and a copy
// of DATA_DIR/uploads when the uploads are local. PGlite belongs to one process at a time, so the
// site must be stopped first: an open database leaves DATA_DIR/pglite/postmaster.pid, and the
// backup refuses to start while it is there (--force for one left by a crash).
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";

const dumpName = "pglite.tar.gz";

/** Writes the backup of `dataDir` into a new folder under `outDir`; resolves with its path. */
export async function backupDataDir({ dataDir, outDir, force = false, now = new Date() }) {
  const pgliteDir = path.join(dataDir, "pglite");
  if (!existsSync(path.join(pgliteDir, "PG_VERSION"))) {
    throw new Error(`Nessun database PGlite in ${pgliteDir}: niente da salvare.`);
  }
  if (existsSync(path.join(pgliteDir, "postmaster.pid")) && !force) {
    throw new Error(
      `Il database in ${pgliteDir} risulta aperto (postmaster.pid): ferma il sito e riprova. ` +
        "Se il sito è fermo e l'ultimo arresto non è stato pulito, aggiungi --force.",
    );
  }
  const stamp = now.toISOString().replace(/\..*$/, "").replace(/[-:]/g, "").replace("T", "-");
  const target = path.join(outDir, `sito-${stamp}`);
  await mkdir(outDir, { recursive: true });
  await mkdir(target);
  const db = await PGlite.create(pgliteDir);
  try {
    const dump = await db.dumpDataDir("gzip");
    await writeFile(path.join(target, dumpName), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
  const uploads = path.join(dataDir, "uploads");
  if (existsSync(uploads)) await cp(uploads, path.join(target, "uploads"), { recursive: true });
  return target;
}

/**
 * Recreates DATA_DIR/pglite (and DATA_DIR/uploads, when the backup has one) from a backup
 * folder. Refuses to write over an existing database: move it away first.
 */
export async function restoreDataDir({ dataDir, from }) {
  const dump = path.join(from, dumpName);
  if (!existsSync(dump)) throw new Error(`${dump} non esiste: non è una copia di db:backup.`);
  const pgliteDir = path.join(dataDir, "pglite");
  if (existsSync(pgliteDir) && (await readdir(pgliteDir)).length > 0) {
    throw new Error(
      `${pgliteDir} contiene già un database: spostalo altrove (o eliminalo) e riprova.`,
    );
  }
  const bytes = await readFile(dump);
  await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(pgliteDir, { loadDataDir: new Blob([bytes]) });
  await db.close();
  const uploads = path.join(from, "uploads");
  if (existsSync(uploads)) {
    await cp(uploads, path.join(dataDir, "uploads"), { recursive: true, force: false });
  }
}

async function main(args) {
  const dataDir = path.resolve(process.env.DATA_DIR || "./data");
  if (process.env.DATABASE_URL) {
    throw new Error(
      "DATABASE_URL è impostato: il database è PostgreSQL, salvalo con pg_dump (README, Produzione).",
    );
  }
  if (args[0] === "restore") {
    const from = args[1];
    if (!from) throw new Error("Indica la cartella della copia: npm run db:restore -- <cartella>");
    await restoreDataDir({ dataDir, from: path.resolve(from) });
    console.log(`Database ripristinato in ${path.join(dataDir, "pglite")} da ${from}`);
    return;
  }
  const out = args.indexOf("--out");
  const outDir = path.resolve(out >= 0 && args[out + 1] ? args[out + 1] : "./backups");
  const target = await backupDataDir({ dataDir, outDir, force: args.includes("--force") });
  console.log(`Copia di ${dataDir} salvata in ${target}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
