// Types of retry.mjs for the TypeScript unit tests (the project does not type-check JavaScript).
export declare const INSTALL_ATTEMPTS: number;
export declare const INSTALL_DELAYS_MS: number[];

export declare class CommandError extends Error {
  constructor(argv: string[], outcome: string, output: string);
  argv: string[];
  outcome: string;
  output: string;
}

export declare function boundLines(text: string): string;

export declare function runCommand(
  argv: string[],
  options?: { cwd?: string; env?: NodeJS.ProcessEnv; quiet?: boolean },
): Promise<void>;

export declare function withRetries<T>(
  label: string,
  attempt: (attempt: number) => Promise<T>,
  options?: {
    attempts?: number;
    delaysMs?: number[];
    log?: (line: string) => void;
    beforeRetry?: () => Promise<void>;
    sleep?: (ms: number) => Promise<unknown>;
  },
): Promise<T>;
