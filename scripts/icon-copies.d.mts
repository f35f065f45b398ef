import type { Plugin } from "vite";

export function shellIcons(
  rootFile: string,
  appDir: string,
): { files: Set<string>; icons: Set<string> };
export function iconCopies(options: { rootFile: string; appDir: string; exclude?: RegExp }): Plugin;
