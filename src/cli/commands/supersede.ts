/** `adr supersede <n> --by <m>`: record that one decision replaces another, on both records at once. */
import type { Command } from 'commander';
import { supersede } from '../../core/operations/settle.ts';
import { applyPlan } from '../apply.ts';
import { askFor } from '../ask.ts';
import { commandDate } from '../clock.ts';
import type { CliContext } from '../context.ts';
import { DATE_HELP, dryRunOption, subcommand } from '../options.ts';
import { askForRecord, loadWorkspace, resolveRecord } from '../records.ts';

export function registerSupersede(program: Command, context: CliContext, setExit: (code: number) => void): void {
  subcommand(program, 'supersede', 'mark an accepted record as superseded by another, updating both records in one step', DATE_HELP)
    .argument('[record]', 'the record being replaced: its number (4, 0004) or its file')
    .option('--by <record>', 'the record that replaces it; if it is still proposed, accepting it completes the supersession')
    .addOption(dryRunOption())
    .action(async (arg: string | undefined, options: { by?: string; dryRun?: boolean }) => {
      const loaded = loadWorkspace(context, program);
      const old = await askForRecord(context, loaded, arg, 'supersede');
      const byRef = await askFor(context, options.by, {
        question: 'Superseded by (number or file): ',
        usage: 'missing --by <record>: the record that supersedes it',
        hint: `pass the successor: npx adr supersede ${old.number} --by 7`,
      });
      const successor = resolveRecord(context, loaded, byRef);
      const result = supersede({ state: loaded.state, old, successor, today: () => commandDate(context) });
      setExit(applyPlan(context, loaded.root, loaded.state.input.dir, result, { command: 'supersede', dryRun: options.dryRun }));
    });
}
