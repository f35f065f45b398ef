import type { StdioOptions } from "node:child_process";

export declare function buildIfNeeded(options?: { stdio?: StdioOptions }): boolean;
