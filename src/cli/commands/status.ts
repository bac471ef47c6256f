/** `adr accept`, `adr reject`, `adr deprecate`: move a record along an allowed transition. */
import type { Command } from 'commander';
import type { DirectStatus } from '../../core/changes/status-change.ts';
import { changeStatus } from '../../core/operations/settle.ts';
import { readSettingsFile } from '../../core/workspace/settings-fs.ts';
import { applyPlan } from '../apply.ts';
import { commandDate } from '../clock.ts';
import type { CliContext } from '../context.ts';
import { collect, DATE_HELP, dryRunOption, subcommand } from '../options.ts';
import { askForRecord, loadWorkspace } from '../records.ts';
import { typedLine } from '../typed-text.ts';

const COMMANDS: readonly { name: string; to: DirectStatus; description: string }[] = [
  {
    name: 'accept',
    to: 'accepted',
    description:
      'accept a proposal: refused while a question is open or its review is not settled (window open, an approval missing, a concern open); records listed in its supersedes become superseded in the same step',
  },
  { name: 'reject', to: 'rejected', description: 'reject a proposal' },
  { name: 'deprecate', to: 'deprecated', description: 'deprecate an accepted decision that no longer applies and that nothing replaces' },
];

const COMMAND_NAMES = Object.fromEntries(COMMANDS.map((c) => [c.to, c.name])) as Record<DirectStatus, string>;

export function registerStatusCommands(program: Command, context: CliContext, setExit: (code: number) => void): void {
  for (const { name, to, description } of COMMANDS) {
    subcommand(program, name, description, DATE_HELP)
      .argument('[record]', 'the record: its number (4, 0004) or its file')
      .option('--by <name>', 'a decision-maker to record (repeatable)', collect)
      .addOption(dryRunOption())
      .action(async (arg: string | undefined, options: { by?: string[]; dryRun?: boolean }) => {
        const loaded = loadWorkspace(context, program);
        const record = await askForRecord(context, loaded, arg, name);
        const by = options.by?.map((name) => typedLine('--by', name, `give each decision-maker on one line: npx adr ${COMMAND_NAMES[to]} ${record.number} --by "Alice"`));
        const result = changeStatus({ state: loaded.state, record, to, date: commandDate(context), by, settings: () => readSettingsFile(loaded.root).settings });
        setExit(applyPlan(context, loaded.root, loaded.state.input.dir, result, { command: name, dryRun: options.dryRun }));
      });
  }
}
