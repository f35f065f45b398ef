import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The run-time import graph of the project's sources: static `import`/`export … from` that bring
 * a value, resolved through the package.json `"imports"` aliases and relative paths. Type-only
 * imports (`import type`, `import { type A }` with nothing else) and dynamic `import()` are left
 * out: neither runs the imported module when the importer is evaluated. Decision 056.
 */

const root = path.resolve(import.meta.dirname, "../..");
const sourceDirs = ["app", "features", "kit", "server", "db"];
const endings = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

type Aliases = Record<string, string>;

function aliases(): Aliases {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    imports: Record<string, string>;
  };
  return Object.fromEntries(
    Object.entries(pkg.imports).map(([key, target]) => [
      key.replace(/\*$/, ""),
      target.replace(/\*$/, ""),
    ]),
  );
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string, map: Aliases): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else {
    const alias = Object.keys(map).find((key) => specifier.startsWith(key));
    if (alias) base = path.resolve(root, map[alias] + specifier.slice(alias.length));
  }
  if (!base) return undefined;
  for (const ending of endings) {
    const candidate = base + ending;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function bringsValue(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return false;
    const clause = node.exportClause;
    if (clause && ts.isNamedExports(clause) && clause.elements.length > 0) {
      return clause.elements.some((element) => !element.isTypeOnly);
    }
    return true;
  }
  const clause = node.importClause;
  if (!clause) return true; // import "./side-effect"
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.length === 0 || bindings.elements.some((element) => !element.isTypeOnly);
}

/** Every source file (tests left out) → the project files it imports at run time, relative to the root. */
export function importGraph(): Map<string, string[]> {
  const map = aliases();
  const graph = new Map<string, string[]>();
  const files = sourceDirs.flatMap((dir) => sourceFiles(path.join(root, dir)));
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    const targets: string[] = [];
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || !bringsValue(statement)) continue;
      const target = resolve(file, specifier.text, map);
      if (target) targets.push(path.relative(root, target));
    }
    graph.set(path.relative(root, file), targets);
  }
  return graph;
}

/** The import cycles of a graph: each strongly connected component of more than one file, or a file importing itself. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;

  // Tarjan's algorithm, iterative so a deep graph cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const target = edges[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || edges.includes(frame.node)) cycles.push(component.sort());
    }
  }
  return cycles;
}
