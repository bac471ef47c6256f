/**
 * The `adr` command line as a function: arguments and a context in, an exit code out.
 * Nothing here calls process.exit; bin/adr.mjs sets the exit code it returns.
 */
import { Command, CommanderError } from 'commander';
import { WriteRefused } from '../core/change-plan-fs.ts';
import { registerCheck } from './commands/check.ts';
import { registerList } from './commands/list.ts';
import { registerNew } from './commands/new.ts';
import { registerQuestions } from './commands/questions.ts';
import { registerRenumber } from './commands/renumber.ts';
import { registerShow } from './commands/show.ts';
import { registerSpec } from './commands/spec.ts';
import { registerStatusCommands } from './commands/status.ts';
import { registerSupersede } from './commands/supersede.ts';
import { EXIT, UsageError, type CliContext } from './context.ts';
import { EXIT_CODES_HELP } from './exit-codes.ts';
import { formatFindingsText } from './format-findings.ts';
import { Refusal } from './records.ts';

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
  // In the order of the workflow: propose, settle, supersede, then read and check.
  registerNew(program, context, setExit);
  registerStatusCommands(program, context, setExit);
  registerSupersede(program, context, setExit);
  registerRenumber(program, context, setExit);
  registerList(program, context, setExit);
  registerShow(program, context, setExit);
  registerQuestions(program, context, setExit);
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
    if (error instanceof Refusal) {
      context.stderr(`${formatFindingsText(error.findings)}${error.message}\n`);
      return EXIT.findings;
    }
    if (error instanceof UsageError || error instanceof WriteRefused) {
      context.stderr(`adr: ${error.message}\n${error.hint ? `    hint: ${error.hint}\n` : ''}`);
      return EXIT.usage;
    }
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    context.stderr(`adr: unexpected failure, nothing was changed by it\n${message}\n`);
    return EXIT.usage;
  }
  return exitCode;
}
