// The site's shell in one chunk (decision 012). React Router makes every route module an entry
// of the client build, so Rolldown cannot know that the root route runs on every page: the
// modules the root imports that some pages also use were split into a dozen small chunks (an
// icon, the button, the consent helpers), which every page then fetched one by one. This names
// one chunk for the project's own modules that the root route reaches through static imports;
// packages stay where Rolldown puts them.

const projectModule = /^(?!.*\/node_modules\/).*\/(app|domain)\//;

/**
 * A `name` function for `output.codeSplitting.groups`: "shell" for the project's modules in the
 * static import closure of `rootFile` (the absolute path of app/root.tsx), else none.
 */
export function shellChunkName(rootFile) {
  /** @type {WeakMap<object, Set<string>>} the closure, once per chunking pass */
  const closures = new WeakMap();

  const closureOf = (ctx) => {
    let closure = closures.get(ctx);
    if (closure) return closure;
    closure = new Set();
    closures.set(ctx, closure);
    const pending = [rootFile];
    while (pending.length > 0) {
      const id = pending.pop();
      if (closure.has(id)) continue;
      closure.add(id);
      for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) pending.push(imported);
    }
    return closure;
  };

  return (moduleId, ctx) =>
    projectModule.test(moduleId) && closureOf(ctx).has(moduleId) ? "shell" : null;
}
