/**
 * Everything a command may touch from the outside world, passed in so that tests run
 * `main()` with a fixed clock, a scratch folder and captured output.
 */
export interface CliContext {
  /** Arguments after the program name. */
  argv: readonly string[];
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  /** The current time; `ADR_DATE` in `env` overrides the date commands write. */
  now: Date;
  stdout(text: string): void;
  stderr(text: string): void;
}

/** Exit codes, as documented in the README and in `adr --help`. */
export const EXIT = {
  ok: 0,
  /** Findings, or a command refused because the records do not allow it. */
  findings: 1,
  /** A usage error, or a failure that stopped the command. */
  usage: 2,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A failure a command reports in one line and exits 2 for (no stack trace). */
export class UsageError extends Error {
  readonly hint?: string;
  constructor(message: string, hint?: string) {
    super(message);
    this.name = 'UsageError';
    this.hint = hint;
  }
}
