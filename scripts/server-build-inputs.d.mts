export declare function serverSourceState(root: string): { newest: number; files: number };
