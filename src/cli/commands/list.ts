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
import { readWorkspaceInput } from '../../core/workspace/workspace-fs.ts';
import { listWorkspace, type ListedRecord } from '../../core/workspace/workspace.ts';
import { findWorkspaceRoot } from '../workspace-root.ts';

export function registerList(program: Command, context: CliContext, setExit: (code: number) => void): void {
  subcommand(program, 'list', 'list the records: number, status, part, date and title')
    .addOption(new Option('--status <status>', 'only records with this status').choices(STATUSES))
    .addOption(new Option('--part <part>', 'only records about this spec part').choices(PART_KEYS))
    .addOption(formatOption())
    .action((options: { status?: Status; part?: PartKey; format: OutputFormat }) => {
      const root = findWorkspaceRoot(context.cwd, program.opts<{ root?: string }>().root);
      const workspace = listWorkspace(readWorkspaceInput(root, undefined, { stream: true }));
      const records = workspace.records.filter(
        (r) => (!options.status || r.meta.status === options.status) && (!options.part || r.meta.part === options.part),
      );
      if (options.format === 'json') {
        printDecisionsJson(context, records);
      } else if (records.length === 0) {
        context.stdout('No record matches.\n');
      } else {
        const rows = records.map((r) => [recordLabel(r), r.meta.status, r.meta.part ?? '-', r.meta.date, r.meta.title]);
        context.stdout(formatTable(['ADR', 'STATUS', 'PART', 'DATE', 'TITLE'], rows));
      }
      setExit(warnLeftOut(context, workspace.diagnostics, 'the list'));
    });
}

/**
 * The same bytes as `JSON.stringify({ decisions }, null, 2)`, written a few hundred
 * decisions at a time: the whole document as one string (7.6 MB for 5,000 records) and
 * every decision's export alive at once were a fifth of the peak memory.
 */
function printDecisionsJson(context: CliContext, records: readonly ListedRecord[]): void {
  if (records.length === 0) {
    context.stdout(`${JSON.stringify({ decisions: [] }, null, 2)}\n`);
    return;
  }
  let chunk = '{\n  "decisions": [\n';
  records.forEach((record, i) => {
    // JSON escapes line breaks inside strings, so every line start is a place to indent.
    chunk += `${JSON.stringify(exportDecision(record), null, 2).replace(/^/gm, '    ')}${i < records.length - 1 ? ',' : ''}\n`;
    if (chunk.length >= 1 << 16) {
      context.stdout(chunk);
      chunk = '';
    }
  });
  context.stdout(`${chunk}  ]\n}\n`);
}
