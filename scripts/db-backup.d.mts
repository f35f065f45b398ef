export declare function backupDataDir(options: {
  dataDir: string;
  outDir: string;
  force?: boolean;
  now?: Date;
}): Promise<string>;
export declare function restoreDataDir(options: { dataDir: string; from: string }): Promise<void>;
