// The site's shell in one chunk (decisions 012 and 015). React Router makes every route module an
// entry of the client build, so Rolldown cannot know that the root route runs on every page: the
// modules the root imports that some pages also use were split into a dozen small chunks (an
// icon, the button, the consent helpers), which every page then fetched one by one. This names
// one chunk for the project's own modules that the root route reaches through static imports,
// and for the packages every page runs before anything else: React, React DOM with its
// scheduler, and React Router. Other packages stay where Rolldown puts them.
//
// React DOM used to be in the client entry's chunk and a third chunk (react-dom's small index,
// shared with the lazy dialogs): one chunk instead of three saves the import and export lists
// between them and two gzip streams (about 1.5 KB of gzip on every page, decision 015).

const projectModule = /^(?!.*\/node_modules\/).*\/(app|features)\//;
const everyPagePackage = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;

/**
 * A `name` function for `output.codeSplitting.groups`: "shell" for the project's modules in the
 * static import closure of `rootFile` (the absolute path of app/root.tsx) and for the packages
 * every page runs, else none.
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
    everyPagePackage.test(moduleId) ||
    (projectModule.test(moduleId) && closureOf(ctx).has(moduleId))
      ? "shell"
      : null;
}
