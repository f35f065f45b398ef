// Each page's icons in its own chunk (decision 015). An icon is a module of the `lucide` package
// holding its path data (a few hundred bytes); one used by two pages became a chunk of its own,
// which every page using it fetched separately, with its own import line, gzip header and
// request: the home page loaded nine of them. In the client build, this plugin rewrites a
// module's `import { A, B } from "lucide"` into one import per icon of a copy made for that
// module (`lucide/dist/esm/icons/a.mjs?icon-copy=<module>`), so the path data lands in the chunk
// of the page that draws it. The data is constant arrays, so a copy per importer changes nothing
// but where the bytes are; two copies in one chunk cost a few bytes of gzip.
//
// Not copied: the icons of the shell (the modules the root route imports statically, the same
// set as scripts/shell-chunk.mjs, found here by reading their import lines), which every page
// already has, and the icons of the modules `exclude` matches (the back office and the customer
// dashboard, whose many modules would each carry copies into one large chunk).
import { existsSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** `import { A, B as C, type D } from "lucide";` (one statement, possibly over several lines). */
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide["'];?/g;
/** Static import and re-export lines with their specifier; `import type` lines are left out. */
const STATIC_IMPORT =
  /(?:^|[\n;])\s*(?:import|export)\s+(?!type\s)(?:[\w*${},\s]+?\s+from\s+)?["']([^"']+)["']/g;
const SOURCE = /\.[cm]?[jt]sx?$/;

/** Icon name (and alias) -> the file of its path data, from the package's index. */
function iconFiles() {
  const manifest = require.resolve("lucide/package.json");
  // The ES module index (`module`), whose lines are `export { default as A } from './icons/a.mjs'`.
  const index = path.join(
    path.dirname(manifest),
    JSON.parse(readFileSync(manifest, "utf8")).module,
  );
  const dir = path.dirname(index);
  const files = new Map();
  const source = readFileSync(index, "utf8");
  for (const [, names, file] of source.matchAll(/export \{([^}]+)\} from '(\.\/icons\/[^']+)'/g)) {
    for (const name of names.split(",")) {
      const alias = /default as (\w+)/.exec(name)?.[1];
      if (alias) files.set(alias, path.join(dir, file));
    }
  }
  if (files.size === 0) throw new Error(`icon-copies: no icons found in ${index}`);
  return files;
}

/** The names `import { ... }` binds, as [imported, local, specifier]; types are left out. */
function importedNames(list) {
  return list
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith("type "))
    .map((part) => {
      const [imported, local = imported] = part.split(/\s+as\s+/);
      return [imported, local, part];
    });
}

/** The `type X` names of an `import { ... }` list, as written. */
const typeNames = (list) =>
  list
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part.startsWith("type "));

/** A project file for an import specifier, or null (a package, or not found). */
function resolveProjectFile(specifier, importer, appDir) {
  let base;
  // package.json "imports": #app/*, #features/* … stand for the folders of the same name.
  if (specifier.startsWith("#")) base = path.join(path.dirname(appDir), specifier.slice(1));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(importer), specifier);
  else return null;
  for (const suffix of ["", ".ts", ".tsx", ".js", ".jsx", "/index.ts", "/index.tsx"]) {
    const file = base + suffix;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * The project files `rootFile` reaches through static imports, and the Lucide icons they import.
 * Server modules are skipped: React Router removes them from the browser's build.
 */
export function shellIcons(rootFile, appDir) {
  const files = new Set();
  const icons = new Set();
  const pending = [rootFile];
  while (pending.length > 0) {
    const file = pending.pop();
    if (files.has(file) || /\.server\.[jt]sx?$/.test(file)) continue;
    files.add(file);
    const code = readFileSync(file, "utf8");
    for (const [, list] of code.matchAll(LUCIDE_IMPORT)) {
      for (const [imported] of importedNames(list)) icons.add(imported);
    }
    for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
      const resolved = resolveProjectFile(specifier, file, appDir);
      if (resolved && SOURCE.test(resolved)) pending.push(resolved);
    }
  }
  return { files, icons };
}

/**
 * The plugin, for the client build only. `rootFile`: the absolute path of app/root.tsx;
 * `appDir`: the app/ directory (its parent holds what the `#` imports name); `exclude`: modules that keep the shared icons.
 * @returns {import("vite").Plugin}
 */
export function iconCopies({ rootFile, appDir, exclude }) {
  /** @type {Map<string, string> | undefined} */
  let files;
  /** @type {ReturnType<typeof shellIcons> | undefined} */
  let shell;
  return {
    name: "icon-copies",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      files = iconFiles();
      shell = shellIcons(rootFile, appDir);
    },
    transform(code, id) {
      const file = id.split("?")[0];
      if (id.startsWith("\0") || file.includes("/node_modules/") || !SOURCE.test(file)) return null;
      if (!code.includes("lucide") || !files || !shell || shell.files.has(file)) return null;
      if (exclude?.test(file)) return null;
      const importer = encodeURIComponent(path.relative(path.dirname(appDir), file));
      let changed = false;
      const rewritten = code.replace(LUCIDE_IMPORT, (statement, list) => {
        const shared = typeNames(list);
        const copies = [];
        for (const [imported, local, specifier] of importedNames(list)) {
          const iconFile = files.get(imported);
          if (!iconFile || shell.icons.has(imported)) {
            shared.push(specifier);
          } else {
            copies.push(
              `import ${local} from ${JSON.stringify(`${iconFile}?icon-copy=${importer}`)};`,
            );
          }
        }
        if (copies.length === 0) return statement;
        changed = true;
        const kept = shared.length > 0 ? `import { ${shared.join(", ")} } from "lucide";` : "";
        // As many lines as the statement had, so the lines below keep their numbers.
        const lines = "\n".repeat(statement.split("\n").length - 1);
        return [kept, ...copies].filter(Boolean).join(" ") + lines;
      });
      return changed ? { code: rewritten, map: null } : null;
    },
  };
}
