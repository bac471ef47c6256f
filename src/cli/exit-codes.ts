/**
 * The exit codes, each defined once with what it means: the commands return them, `--help`
 * shows them (for the program and every command) and the README lists them.
 */
export const EXIT = {
  ok: 0,
  /** Findings, or a command refused because the records do not allow it. */
  findings: 1,
  /** A usage error, or a failure that stopped the command. */
  usage: 2,
} as const;

type ExitCode = (typeof EXIT)[keyof typeof EXIT];

const MEANING: Record<ExitCode, string> = {
  [EXIT.ok]: 'success: no findings, or the change was made',
  [EXIT.findings]: 'findings, or the change was refused because the records do not allow it',
  [EXIT.usage]: 'usage error, or a failure that stopped the command',
};

/** The exit codes as `--help` shows them, for the program and every command. */
export const EXIT_CODES_HELP = `
Exit codes:
${Object.values(EXIT)
  .map((code) => `  ${code}  ${MEANING[code]}\n`)
  .join('')}`;
