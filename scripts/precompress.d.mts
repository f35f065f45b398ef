export type PrecompressTotals = { files: number; bytes: number; br: number; gzip: number };

export declare const PRECOMPRESSED_RECORD: string;
export function compressAsset(data: Uint8Array): Promise<{ br: Buffer; gz: Buffer }>;
export function precompressDir(dir: string): Promise<PrecompressTotals>;
export function precompressBuild(buildDir?: string): Promise<PrecompressTotals>;
