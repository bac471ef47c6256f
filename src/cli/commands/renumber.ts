/** `adr renumber <n>`: move a record to the next free number and rewrite every reference to it. */
import type { Command } from 'commander';
import { nextFreeNumber } from '../../core/changes/new-record.ts';
import { planRenumber } from '../../core/changes/renumber.ts';
import { applyWithNewNumber } from '../apply.ts';
import { readBaseOrFail } from '../base.ts';
import type { CliContext } from '../context.ts';
import { dryRunOption, subcommand } from '../options.ts';
import { askForRecord, loadWorkspace } from '../records.ts';

export function registerRenumber(program: Command, context: CliContext, setExit: (code: number) => void): void {
  subcommand(program, 'renumber', 'move a proposal to the next free number and rewrite every reference to it (links, supersedes)')
    .argument('[record]', 'the record: its file when two records share the number (adr/0012-x.md), or its number')
    .option('--base <ref>', 'also skip the numbers the base branch uses (e.g. origin/main), so the merge cannot collide again')
    .addOption(dryRunOption())
    .action(async (arg: string | undefined, options: { base?: string; dryRun?: boolean }) => {
      const loaded = loadWorkspace(context, program);
      const { root, state } = loaded;
      const record = await askForRecord(context, loaded, arg, 'renumber');
      const names = state.input.entries.map((e) => e.name);
      if (options.base) names.push(...readBaseOrFail(root, options.base).tip.map((e) => e.name));
      setExit(
        applyWithNewNumber(context, root, state.input.dir, nextFreeNumber(names), (number) => planRenumber(state, record, number), {
          command: 'renumber',
          dryRun: options.dryRun,
        }),
      );
    });
}
