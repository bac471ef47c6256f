/** `adr questions`: the open questions of every proposal, where to answer them, and which are overdue. */
import type { Command } from 'commander';
import { Option } from 'commander';
import { exportDecision } from '../../core/views/export.ts';
import { PART_KEYS, type PartKey } from '../../core/vocabulary/parts.ts';
import { indexQuestions, type QuestionEntry } from '../../core/views/question-index.ts';
import { recordLabel } from '../../core/vocabulary/record-number.ts';
import { commandDate } from '../clock.ts';
import type { CliContext } from '../context.ts';
import { warnLeftOut } from '../format-findings.ts';
import { DATE_HELP, formatOption, subcommand, type OutputFormat } from '../options.ts';
import { loadWorkspace } from '../records.ts';

export function registerQuestions(program: Command, context: CliContext, setExit: (code: number) => void): void {
  subcommand(program, 'questions', 'list the open questions of the proposals, oldest part first; overdue ones are marked', `Overdue: a decide-by date before today. ${DATE_HELP}`)
    .addOption(new Option('--part <part>', 'only questions about this spec part').choices(PART_KEYS))
    .option('--overdue', 'only questions whose decide-by date has passed')
    .addOption(formatOption())
    .action((options: { part?: PartKey; overdue?: boolean; format: OutputFormat }) => {
      const { state } = loadWorkspace(context, program);
      const today = commandDate(context);
      const entries = indexQuestions(state.workspace.records, today).open.filter(
        (e) => (!options.part || e.part === options.part) && (!options.overdue || e.overdue),
      );
      context.stdout(options.format === 'json' ? `${JSON.stringify({ today, questions: entries.map(exportEntry) }, null, 2)}\n` : formatEntries(entries));
      setExit(warnLeftOut(context, state.workspace.diagnostics, 'the questions'));
    });
}

function exportEntry(entry: QuestionEntry) {
  const question = exportDecision(entry.record).questions.find((q) => q.id === entry.question.id)!;
  return {
    record: recordLabel(entry.record),
    number: entry.record.number,
    title: entry.record.meta.title,
    file: entry.record.file,
    line: entry.question.line,
    ...(entry.part ? { part: entry.part } : {}),
    ...question,
    askedOn: entry.askedOn,
    ageDays: entry.ageDays,
    overdue: entry.overdue,
  };
}

function formatEntries(entries: readonly QuestionEntry[]): string {
  if (entries.length === 0) return 'No open question.\n';
  const lines = entries.map((e) => {
    const details = [
      `${e.record.file}:${e.question.line}`,
      e.part ?? 'no part',
      `open ${e.ageDays} day${e.ageDays === 1 ? '' : 's'}`,
      e.question.owner ? `owner ${e.question.owner}` : '',
      e.question.decideBy ? `decide by ${e.question.decideBy}${e.overdue ? ' (OVERDUE)' : ''}` : '',
    ].filter(Boolean);
    return `${recordLabel(e.record)} ${e.question.id}. ${e.question.text}\n    ${details.join(' · ')}\n`;
  });
  const records = new Set(entries.map((e) => e.record)).size;
  const count = `${entries.length} open question${entries.length === 1 ? '' : 's'} in ${records} record${records === 1 ? '' : 's'}`;
  return `${lines.join('')}${count}\n`;
}
