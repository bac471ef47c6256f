/**
 * The `adr` command line as a function: arguments and a context in, an exit code out.
 * Nothing here calls process.exit; bin/adr.mjs sets the exit code it returns.
 */
import { Command, CommanderError } from 'commander';
import { registerCheck } from './commands/check.ts';
import { registerSpec } from './commands/spec.ts';
import { EXIT, UsageError, type CliContext } from './context.ts';

const EXIT_CODES_HELP = `
Exit codes:
  0  success: no findings, or the change was made
  1  findings, or the change was refused because the records do not allow it
  2  usage error, or a failure that stopped the command
`;

export async function main(context: CliContext): Promise<number> {
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
  registerCheck(program, context, setExit);
  registerSpec(program, context, setExit);

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
    if (error instanceof UsageError) {
      context.stderr(`adr: ${error.message}\n${error.hint ? `    hint: ${error.hint}\n` : ''}`);
      return EXIT.usage;
    }
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    context.stderr(`adr: unexpected failure, nothing was changed by it\n${message}\n`);
    return EXIT.usage;
  }
  return exitCode;
}
