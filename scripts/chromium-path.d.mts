export declare function chromiumPath(): string | null;
export declare function chromiumArgs(): string[];
