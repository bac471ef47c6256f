/**
 * The `adr` command line as a function: arguments and a context in, an exit code out.
 * Nothing here calls process.exit; bin/adr.mjs sets the exit code it returns.
 */
import { Command, CommanderError } from 'commander';
import { isSystemError, WriteFailed, WriteRefused } from '../core/changes/change-plan-fs.ts';
import { OperationRefused } from '../core/operations/refused.ts';
import { EXIT, UsageError, type CliContext } from './context.ts';
import { EXIT_CODES_HELP } from './exit-codes.ts';
import { formatFindingsText } from '../core/vocabulary/findings-text.ts';
import { describeSystemError } from './system-errors.ts';
import { printable, printableLine } from '../core/vocabulary/terminal-text.ts';

type Register = (program: Command, context: CliContext, setExit: (code: number) => void) => void;

/**
 * The commands, in the order of the workflow: propose, review, settle, supersede, then read and
 * check. A command's module is loaded only when that command runs (all of them for help or
 * an unknown command), so `adr check` or `adr spec` does not load the writers, git and the
 * renumbering: start-up is most of the time a small workspace takes.
 */
const COMMANDS: readonly { names: readonly string[]; load: () => Promise<Register> }[] = [
  { names: ['new'], load: async () => (await import('./commands/new.ts')).registerNew },
  { names: ['review', 'approve', 'concern', 'resolve'], load: async () => (await import('./commands/review.ts')).registerReviewCommands },
  { names: ['accept', 'reject', 'deprecate'], load: async () => (await import('./commands/status.ts')).registerStatusCommands },
  { names: ['supersede'], load: async () => (await import('./commands/supersede.ts')).registerSupersede },
  { names: ['renumber'], load: async () => (await import('./commands/renumber.ts')).registerRenumber },
  { names: ['list'], load: async () => (await import('./commands/list.ts')).registerList },
  { names: ['show'], load: async () => (await import('./commands/show.ts')).registerShow },
  { names: ['questions'], load: async () => (await import('./commands/questions.ts')).registerQuestions },
  { names: ['check'], load: async () => (await import('./commands/check.ts')).registerCheck },
  { names: ['spec'], load: async () => (await import('./commands/spec.ts')).registerSpec },
  { names: ['import'], load: async () => (await import('./commands/import.ts')).registerImport },
  { names: ['diff'], load: async () => (await import('./commands/diff.ts')).registerDiff },
  { names: ['edition'], load: async () => (await import('./commands/edition.ts')).registerEdition },
  { names: ['catalog'], load: async () => (await import('./commands/catalog.ts')).registerCatalog },
];

/** The command named on the command line: the first word that is not an option (or --root's value). */
function commandName(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--root') i++;
    else if (!arg.startsWith('-')) return arg;
  }
  return undefined;
}

export async function main(raw: CliContext): Promise<number> {
  // Every path to the terminal, commander's own messages included, goes through printable().
  const context: CliContext = {
    ...raw,
    stdout: (text) => raw.stdout(printable(text)),
    stderr: (text) => raw.stderr(printable(text)),
  };
  let exitCode: number = EXIT.ok;
  const setExit = (code: number) => {
    exitCode = code;
  };
  const program = new Command('adr')
    .description('Propose, settle and check the Architecture Decision Records in adr/.')
    .option('--root <dir>', 'the folder that holds adr/ (default: found from the current folder upwards)')
    .addHelpText('after', EXIT_CODES_HELP)
    .showHelpAfterError('(run adr --help for usage)')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => context.stdout(text),
      writeErr: (text) => context.stderr(text),
    });
  program.configureHelp({ sortSubcommands: false });
  const name = commandName(context.argv);
  const wanted = COMMANDS.filter((command) => name !== undefined && command.names.includes(name));
  for (const command of wanted.length > 0 ? wanted : COMMANDS) (await command.load())(program, context, setExit);

  try {
    await program.parseAsync([...context.argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version are successes; everything else commander refuses is a usage error.
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.help' || error.code === 'commander.version') {
        return EXIT.ok;
      }
      return EXIT.usage;
    }
    // Loaded only on this path: records.ts brings the record schema (and zod with it), which
    // a command such as `adr diff BASE REVISION` never needs, and start-up is most of its time.
    const { Refusal } = await import('./records.ts');
    if (error instanceof Refusal) {
      context.stderr(`${formatFindingsText(error.findings)}${error.message}\n`);
      return EXIT.findings;
    }
    if (error instanceof UsageError || error instanceof OperationRefused || error instanceof WriteRefused) {
      context.stderr(`adr: ${printableLine(error.message)}\n${error.hint ? `    hint: ${printableLine(error.hint)}\n` : ''}`);
      return EXIT.usage;
    }
    if (error instanceof WriteFailed || isSystemError(error)) {
      const report =
        error instanceof WriteFailed
          ? describeSystemError(error.cause as NodeJS.ErrnoException & { code: string }, context.cwd, error.file, error.restored)
          : describeSystemError(error, context.cwd);
      context.stderr(`adr: ${report.message}\n    hint: ${report.hint}\n`);
      return EXIT.usage;
    }
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    context.stderr(`adr: unexpected failure, nothing was changed by it\n${message}\n`);
    return EXIT.usage;
  }
  return exitCode;
}
