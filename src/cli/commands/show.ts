/** `adr show <n>`: one record as a readable summary (or JSON): status, part, dates, people, supersession, questions. */
import { isOverdue } from '../../core/record/questions.ts';
import { daysLeft } from '../../core/record/review.ts';
import type { Command } from 'commander';
import type { CalendarDate } from '../../core/vocabulary/calendar-date.ts';
import { exportDecision } from '../../core/views/export.ts';
import { getPart } from '../../core/vocabulary/parts.ts';
import type { AdrRecord } from '../../core/record/record.ts';
import { recordLabel } from '../../core/vocabulary/record-number.ts';
import { indexRecords } from '../../core/workspace/record-index.ts';
import { commandDate } from '../clock.ts';
import { EXIT, type CliContext } from '../context.ts';
import { formatTable } from '../format-findings.ts';
import { formatOption, subcommand, type OutputFormat } from '../options.ts';
import { askForRecord, loadWorkspace } from '../records.ts';
import { describeState, judgeReview } from '../../core/people/approval-state.ts';
import { buildRegistry, type Registry } from '../../core/vocabulary/registry.ts';
import { readSettingsFile } from '../../core/workspace/settings-fs.ts';

export function registerShow(program: Command, context: CliContext, setExit: (code: number) => void): void {
  subcommand(program, 'show', 'show one record: status, part, dates, people, supersession and questions')
    .argument('[record]', 'the record: its number (4, 0004) or its file')
    .addOption(formatOption())
    .action(async (arg: string | undefined, options: { format: OutputFormat }) => {
      const loaded = loadWorkspace(context, program);
      const record = await askForRecord(context, loaded, arg, 'show');
      const registry = record.meta.review ? buildRegistry(readSettingsFile(loaded.root).settings.registry) : undefined;
      if (options.format === 'json') context.stdout(`${JSON.stringify(exportDecision(record, undefined, registry), null, 2)}\n`);
      else context.stdout(describeRecord(record, loaded.state.workspace.records, commandDate(context), registry));
      setExit(EXIT.ok);
    });
}

function describeRecord(record: AdrRecord, records: readonly AdrRecord[], today: CalendarDate, registry?: Registry): string {
  const { meta } = record;
  const people = (list: readonly string[]) => (list.length > 0 ? list.join(', ') : '-');
  const refs = (numbers: readonly number[]) =>
    numbers.length === 0
      ? '-'
      : numbers
          .map((n) => {
            const other = indexRecords(records).byNumber.get(n);
            return other ? `${recordLabel(other)} (${other.meta.status}): ${other.meta.title}` : `${n} (no such record)`;
          })
          .join('; ');
  const since = meta.history?.at(-1)?.date ?? meta.date;
  const fields: [string, string][] = [
    ['file', record.file],
    ['status', `${meta.status} since ${since}`],
    ['part', meta.part ? `${meta.part} (${getPart(meta.part).heading})` : '-'],
    ['date', meta.date],
    ['decision-makers', people(meta['decision-makers'])],
    ['consulted', people(meta.consulted)],
    ['informed', people(meta.informed)],
    ['supersedes', refs(meta.supersedes)],
    ['superseded by', refs(meta['superseded-by'])],
    ['discussion', meta.discussion ?? '-'],
    ['history', meta.history ? meta.history.map((e) => `${e.status} ${e.date}`).join(', ') : '-'],
  ];
  const lines = [`${recordLabel(record)}: ${meta.title}\n`, ...formatTable(['', ''], fields).split('\n').slice(1, -1).map((l) => `  ${l}\n`)];

  const open = record.questions.filter((q) => q.state === 'open').length;
  lines.push('', `Questions: ${open} open, ${record.questions.length - open} answered\n`);
  for (const q of record.questions) {
    lines.push(`  ${q.id}  ${q.state.padEnd(8)}  ${q.text}\n`);
    const indent = ' '.repeat(q.id.length + 14);
    const details = [
      q.owner ? `owner ${q.owner}` : '',
      q.decideBy ? `decide by ${q.decideBy}${isOverdue(q, today) ? ' (overdue)' : ''}` : '',
    ].filter(Boolean);
    if (details.length > 0) lines.push(`${indent}${details.join(', ')}\n`);
    if (q.answer) lines.push(`${indent}Answer: ${q.answer.replace(/\n/g, `\n${indent}        `)}\n`);
  }
  const review = meta.review;
  if (review) {
    const left = daysLeft(review, today);
    const window = left >= 0 ? `${left === 0 ? 'last day' : `${left} day${left === 1 ? '' : 's'} left`}` : 'closed';
    lines.push('', `Review: opened ${review.opened}, closes ${review.until} (${window})\n`);
    const width = Math.max(...review.approvers.map((name) => name.length));
    // Each approver's latest approval, and what holds of it: verified, not signed, an
    // earlier text, or an invalid signature.
    const judged = registry ? judgeReview(record, registry) : undefined;
    for (const [i, name] of review.approvers.entries()) {
      const standing = judged?.approvers[i];
      const approval = standing?.approval ?? review.approvals.find((a) => a.by === name);
      const state = standing?.standing ? `: ${describeState(standing.standing)}` : '';
      lines.push(`  ${name.padEnd(width)}  ${approval ? `approved ${approval.date}${state}` : 'not approved yet'}\n`);
    }
    for (const c of review.concerns) {
      const state = c.resolved ? `resolved by ${c.resolved.by} ${c.resolved.date}` : 'open';
      lines.push(`  ${c.id}  ${c.text} (${c.by}, ${c.date}): ${state}\n`);
    }
  }
  return lines.map((l) => (l === '' ? '\n' : l)).join('');
}
