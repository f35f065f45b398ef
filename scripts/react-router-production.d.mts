import type { Plugin } from "vite";

export function reactRouterProductionBuild(): Plugin;
