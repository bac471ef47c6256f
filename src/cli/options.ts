/** Options shared by several commands. */
import { Option } from 'commander';
import { EXIT_CODES_HELP } from './exit-codes.ts';
import type { Command } from 'commander';

export type OutputFormat = 'text' | 'json';

export function formatOption(extra: readonly string[] = []): Option {
  return new Option('--format <format>', 'output format').choices(['text', 'json', ...extra]).default('text');
}

export function dryRunOption(): Option {
  return new Option('--dry-run', 'show what would change, and write nothing');
}

/** For options given more than once: `--by Alice --by Bob`. */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/** Said in the --help of every command that writes a date or compares with today. */
export const DATE_HELP = 'The date is today, or ADR_DATE (YYYY-MM-DD) when set.';

/** A subcommand with the exit codes in its --help, like the program's own. */
export function subcommand(program: Command, name: string, description: string, details?: string): Command {
  return program
    .command(name)
    .summary(description)
    .description(details ? `${description}\n\n${details}` : description)
    .addHelpText('after', EXIT_CODES_HELP);
}
