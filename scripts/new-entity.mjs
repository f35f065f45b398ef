// npm run new:entity -- <name> [--label "…"] [--one "la …"] [--many "le …"] field:kind[=Etichetta]…
//
// Writes a simple back-office entity (decision 055, docs/adding-an-entity.md): the folder
// features/<name>/ (table, schema, server, public and admin API, tab, dialog, list, manifests,
// integration test) and its line in features/manifests.ts and features/manifests.server.ts.
// Kinds: text (a required line), rich (rich text, sanitized), order (sort order), flag (on/off;
// the first flag decides what the public list shows). Then: npx drizzle-kit generate --name <name>.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { entityFiles } from "./new-entity/templates.mjs";
import { parseEntity } from "./new-entity/parse.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** Adds `importLine` after the last import and `entry` after the last entry of the list. */
function addToList(file, importLine, entry) {
  const full = path.join(root, file);
  const text = readFileSync(full, "utf8");
  if (text.includes(importLine)) return;
  const lines = text.split("\n");
  const lastImport = lines.findLastIndex((line) => line.startsWith("import "));
  lines.splice(lastImport + 1, 0, importLine);
  const listEnd = lines.findIndex(
    (line, index) => index > lastImport && /^\](?: as const)?;$/.test(line),
  );
  if (listEnd === -1) throw new Error(`${file}: the list's closing line was not found`);
  lines.splice(listEnd, 0, `  ${entry},`);
  writeFileSync(full, lines.join("\n"));
}

function main() {
  let entity;
  try {
    entity = parseEntity(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  const folder = path.join(root, "features", entity.id);
  if (existsSync(folder)) {
    console.error(`features/${entity.id} exists already: nothing written.`);
    process.exit(1);
  }
  const written = [];
  for (const [file, text] of Object.entries(entityFiles(entity))) {
    const full = path.join(folder, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
    written.push(path.posix.join("features", entity.id, file));
  }
  addToList(
    "features/manifests.ts",
    `import { ${entity.camel}Manifest } from "#features/${entity.id}/${entity.id}.manifest";`,
    `${entity.camel}Manifest`,
  );
  addToList(
    "features/manifests.server.ts",
    `import { ${entity.camel}Server } from "#features/${entity.id}/${entity.id}.manifest.server";`,
    `${entity.camel}Server`,
  );
  const edited = ["features/manifests.ts", "features/manifests.server.ts"];
  execFileSync("npx", ["prettier", "--write", "--log-level", "warn", ...written, ...edited], {
    cwd: root,
    stdio: "inherit",
  });
  console.log(`Written:\n  ${written.join("\n  ")}\nEdited:\n  ${edited.join("\n  ")}`);
  console.log(`Next: npx drizzle-kit generate --name ${entity.id}`);
}

main();
