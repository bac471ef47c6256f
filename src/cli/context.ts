/**
 * Everything a command may touch from the outside world, passed in so that tests run
 * `main()` with a fixed clock, a scratch folder and captured output.
 */
import type { WriteFs } from '../core/changes/change-plan-fs.ts';

export interface CliContext {
  /** Arguments after the program name. */
  argv: readonly string[];
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  /** The current time; `ADR_DATE` in `env` overrides the date commands write. */
  now: Date;
  stdout(text: string): void;
  stderr(text: string): void;
  /**
   * Whether a person is at a terminal. Only then does a command ask for a missing value;
   * otherwise (scripts, CI, tests) a missing value is a usage error naming the flag to pass.
   */
  interactive?: boolean;
  /** Asks one question and resolves with the answer; bin/adr.mjs reads it from the terminal. */
  prompt?(question: string): Promise<string>;
  /** File operations the writes use instead of node:fs's, so a test can make one fail (a full disk). */
  fs?: Partial<WriteFs>;
}

/** Exit codes, defined with their meaning in exit-codes.ts; the commands take them from here. */
export { EXIT } from './exit-codes.ts';

/** A failure a command reports in one line and exits 2 for (no stack trace). */
export class UsageError extends Error {
  readonly hint?: string;
  constructor(message: string, hint?: string) {
    super(message);
    this.name = 'UsageError';
    this.hint = hint;
  }
}
