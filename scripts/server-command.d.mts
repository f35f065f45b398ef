export declare const serverEntry: string;
export declare const serverCommand: string[];
export declare const serverEnv: Record<string, string>;
