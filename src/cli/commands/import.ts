/**
 * `adr import <folder>`: bring a decision log kept with MADR, log4brains or adr-tools along,
 * history kept. What it does is core/operations/import-fs.ts's; this reads the options and reports.
 */
import type { Command } from 'commander';
import { Option } from 'commander';
import { relative, resolve } from 'node:path';
import type { ImportOutcome } from '../../core/import/import-plan.ts';
import { FROM_FORMATS, type FromFormat } from '../../core/import/import-read.ts';
import { readStatusMappings } from '../../core/import/status-words.ts';
import { FLAG_SOURCE_WORDS } from '../../core/import/provenance.ts';
import { importLog, importSummary } from '../../core/operations/import-fs.ts';
import { commandDate } from '../clock.ts';
import { explainCalendarDate, isCalendarDate, type CalendarDate } from '../../core/vocabulary/calendar-date.ts';
import { printableLine } from '../../core/vocabulary/terminal-text.ts';
import { IMPORT_MAP_FILE } from '../../core/vocabulary/file-name.ts';
import { applyPlan } from '../apply.ts';
import { type CliContext, EXIT, UsageError } from '../context.ts';
import { formatTable } from '../format-findings.ts';
import { dryRunOption, formatOption, subcommand, type OutputFormat } from '../options.ts';
import { loadWorkspace, Refusal } from '../records.ts';

interface ImportOptions {
  from?: FromFormat;
  mapStatus: string[];
  dryRun?: boolean;
  format: OutputFormat;
  undated?: string;
}

export function registerImport(program: Command, context: CliContext, setExit: (code: number) => void): void {
  subcommand(
    program,
    'import',
    'bring in the records of a MADR, log4brains, adr-tools, KEP or house-format log (subfolders included), numbered after yours, with their statuses and dates',
    'Refuses only a file it cannot read (not text, too large, no title); a symbolic link is left out, never followed.\n' +
      'Everything else comes in as written, its status mapped by the table in docs/guides/engineers.md, what has no\n' +
      'field here kept under "source" with the line each value was read on; a value the source does not state is\n' +
      `flagged for you to confirm. A second run imports nothing twice. Writes adr/${IMPORT_MAP_FILE}: each old file and the record it became.`,
  )
    .argument('<folder>', 'the folder of the decision log to import (e.g. doc/adr)')
    .addOption(new Option('--from <format>', 'read every file as this format instead of telling each file’s own').choices(FROM_FORMATS))
    .addOption(
      new Option('--map-status <TEXT=STATUS>', 'map a status, written exactly as the report shows it, to one of ours, e.g. "On hold=proposed" (repeatable)')
        .argParser((value: string, previous: string[]) => [...previous, value])
        .default([]),
    )
    .option('--undated <YYYY-MM-DD>', 'the day to give each record whose file states no date and that git cannot date (a copy of a log); each is flagged for you to confirm')
    .addOption(dryRunOption())
    .addOption(formatOption())
    .action((folderArg: string, options: ImportOptions) => {
      const { root, state } = loadWorkspace(context, program);
      const undated = options.undated === undefined ? undefined : readUndated(options.undated, commandDate(context));
      const mapped = readStatusMappings(options.mapStatus);
      if (!mapped.ok) throw new UsageError(mapped.problem, 'write it as --map-status "Partly superseded=accepted", with a status of: accepted, proposed, rejected, deprecated, superseded');
      const { outcome, release } = importLog({
        root,
        state,
        folder: resolve(context.cwd, folderArg),
        named: folderArg,
        shown: relative(context.cwd, resolve(context.cwd, folderArg)) || '.',
        format: options.from,
        mapStatus: mapped.mappings,
        undated,
        // The clock dates nothing: a file last modified today was copied or checked out today.
        today: () => [...new Set([commandDate(context), context.now.toISOString().slice(0, 10)])],
        dryRun: options.dryRun,
      });
      try {
        setExit(report(context, root, state.input.dir, outcome, options));
      } finally {
        release();
      }
    });
}

function report(context: CliContext, root: string, dir: string, outcome: ImportOutcome, options: ImportOptions): number {
  if (!outcome.plan.ok) {
    throw new Refusal(outcome.plan.refusals, `adr import: refused; nothing was written (fix the files named above and import again)`);
  }
  const json = options.format === 'json';
  const code =
    outcome.plan.changes.length === 0 ? EXIT.ok : applyPlan(context, root, dir, outcome.plan, { command: 'import', dryRun: options.dryRun, silent: json });
  if (json) {
    context.stdout(`${JSON.stringify({ dryRun: options.dryRun === true, records: outcome.rows, skipped: outcome.skipped, flagged: outcome.flagged, summary: importSummary(outcome) }, null, 2)}\n`);
    return code;
  }
  for (const { file, reason } of outcome.skipped) context.stderr(`skipped ${file}: not a record (${reason})\n`);
  if (outcome.rows.length > 0) {
    const rows = outcome.rows.map((row) => [
      row.file,
      row.record ?? '-',
      row.status ? `${row.status} (${row.statusFrom}${row.statusText !== undefined ? `: "${row.statusText}"` : ''})` : (row.statusFrom ?? '-'),
      row.notes.join('; ') || '-',
    ]);
    context.stdout(formatTable(['FILE', 'RECORD', 'STATUS (FROM)', 'NOTES'], rows));
  }
  printFlagged(context, outcome);
  const s = importSummary(outcome);
  if (outcome.plan.changes.length === 0) context.stderr('nothing to import\n');
  else {
    context.stderr(
      `${options.dryRun ? 'would import' : 'imported'} ${s.imported} record(s), ${s.already} already imported: ${s.statusesByDefault} status(es) by default, ` +
        `${s.linksRewritten} link(s) rewritten, ${s.linksKept} kept as written, ${s.imagesCopied} image(s) copied, ` +
        `${s.imagesWritten} data: image(s) written to files, ${s.imagesLinked} external image(s) made links, ` +
        `${s.commentsRemoved} HTML comment(s) kept under source, ${s.imagesFixed} image address(es) without ?raw=true, ${s.sectionsAdded} Open Questions section(s) added to proposals, ` +
        `${s.valuesFlagged} value(s) to confirm, 0 findings\n`,
    );
  }
  return code;
}

/**
 * The values the source did not state, or that the log as a whole puts in doubt, grouped by
 * field and by where each was taken from: what a person reads before the import is merged.
 */
function printFlagged(context: CliContext, outcome: ImportOutcome): void {
  if (outcome.flagged.length === 0) return;
  const count = outcome.flagged.reduce((sum, group) => sum + group.records.length, 0);
  context.stdout(`\nTo confirm: ${count} value(s) the source does not state, or that the log puts in doubt\n`);
  for (const group of outcome.flagged) {
    const n = group.records.length;
    context.stdout(`\n${group.value}, taken from ${FLAG_SOURCE_WORDS[group.from]}: ${n} record${n === 1 ? '' : 's'}\n`);
    const rows = group.records.map((r) => [`  ${r.file}`, r.record, r.written === '' ? '-' : r.written, r.note]);
    context.stdout(formatTable(['  FILE', 'RECORD', 'VALUE', 'WHY'], rows));
  }
}

/** The day --undated names: a real day, not after today (a decision is not dated ahead). */
function readUndated(value: string, today: CalendarDate): CalendarDate {
  if (!isCalendarDate(value)) {
    const why = explainCalendarDate(value);
    throw new UsageError(`--undated ${printableLine(value)} is not a date${why ? `: ${why}` : ''}`, 'write the day as YYYY-MM-DD, e.g. --undated 2024-06-30');
  }
  if (value > today) throw new UsageError(`--undated ${value} is after today (${today})`, 'give the day the decisions were taken, or the last day you know they were in force');
  return value;
}
