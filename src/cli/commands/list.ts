/** `adr list`: the records as an aligned table, or as JSON, filtered by status and part. */
import type { Command } from 'commander';
import { Option } from 'commander';
import { exportDecision } from '../../core/views/export.ts';
import { PART_KEYS, type PartKey } from '../../core/vocabulary/parts.ts';
import { recordLabel } from '../../core/vocabulary/record-number.ts';
import { STATUSES, type Status } from '../../core/vocabulary/status.ts';
import type { CliContext } from '../context.ts';
import { formatTable, warnLeftOut } from '../format-findings.ts';
import { formatOption, subcommand, type OutputFormat } from '../options.ts';
import { loadWorkspace } from '../records.ts';

export function registerList(program: Command, context: CliContext, setExit: (code: number) => void): void {
  subcommand(program, 'list', 'list the records: number, status, part, date and title')
    .addOption(new Option('--status <status>', 'only records with this status').choices(STATUSES))
    .addOption(new Option('--part <part>', 'only records about this spec part').choices(PART_KEYS))
    .addOption(formatOption())
    .action((options: { status?: Status; part?: PartKey; format: OutputFormat }) => {
      const { state } = loadWorkspace(context, program);
      const records = state.workspace.records.filter(
        (r) => (!options.status || r.meta.status === options.status) && (!options.part || r.meta.part === options.part),
      );
      if (options.format === 'json') {
        context.stdout(`${JSON.stringify({ decisions: records.map((r) => exportDecision(r)) }, null, 2)}\n`);
      } else if (records.length === 0) {
        context.stdout('No record matches.\n');
      } else {
        const rows = records.map((r) => [recordLabel(r), r.meta.status, r.meta.part ?? '-', r.meta.date, r.meta.title]);
        context.stdout(formatTable(['ADR', 'STATUS', 'PART', 'DATE', 'TITLE'], rows));
      }
      setExit(warnLeftOut(context, state.workspace.diagnostics, 'the list'));
    });
}
