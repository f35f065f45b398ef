type ChunkingContext = {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
};

export function shellChunkName(
  rootFile: string,
): (moduleId: string, ctx: ChunkingContext) => string | null;
