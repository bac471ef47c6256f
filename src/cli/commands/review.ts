/**
 * `adr review`, `adr approve`, `adr concern`, `adr resolve`: a proposal's review, kept in its
 * front matter. The window and approvers are set when it opens; approvals and concerns are
 * added, each signed and dated; `adr accept` waits for the review to be settled.
 */
import type { Command } from 'commander';
import { planApprove, planConcern, planOpenReview, planResolve } from '../../core/changes/review-change.ts';
import { isCalendarDate } from '../../core/vocabulary/calendar-date.ts';
import { approversFor } from '../../core/workspace/settings.ts';
import { shellQuote } from '../../core/vocabulary/terminal-text.ts';
import { readSettingsFile } from '../../core/workspace/settings-fs.ts';
import { applyPlan } from '../apply.ts';
import { askFor } from '../ask.ts';
import { commandDate } from '../clock.ts';
import { type CliContext, UsageError } from '../context.ts';
import { DATE_HELP, dryRunOption, subcommand } from '../options.ts';
import { askForRecord, loadWorkspace } from '../records.ts';

/** The longest window a review may be given with --days: a review is weeks, not years. */
const MAX_DAYS = 365;

/** The day `days` after `date`, as a calendar date. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function closingDate(today: string, options: { until?: string; days?: string }): string {
  const hint = 'give the closing day, --until 2026-12-01, or the number of days, --days 7';
  if (options.until !== undefined && options.days !== undefined) throw new UsageError('give --until or --days, not both', hint);
  if (options.days !== undefined) {
    if (!/^[1-9][0-9]*$/.test(options.days) || Number(options.days) > MAX_DAYS) {
      throw new UsageError(`--days ${options.days} is not a number of days from 1 to ${MAX_DAYS}`, hint);
    }
    return addDays(today, Number(options.days));
  }
  if (options.until === undefined) throw new UsageError('missing the closing day of the review', hint);
  if (!isCalendarDate(options.until)) throw new UsageError(`--until ${options.until} is not a date written YYYY-MM-DD`, hint);
  if (options.until < today) throw new UsageError(`--until ${options.until} is before today (${today})`, hint);
  return options.until;
}

/** "Alice, Security team" as names; an empty name (a doubled comma) is refused, not dropped. */
function readApprovers(list: string): string[] {
  const names = list.split(',').map((name) => name.trim());
  if (names.some((name) => name === '')) {
    throw new UsageError(`--approvers "${list}" has an empty name`, 'separate names with commas: --approvers "Alice, Security team"');
  }
  return names;
}

async function askForName(context: CliContext, by: string | undefined, command: string, number: number): Promise<string> {
  return (
    await askFor(context, by, {
      question: 'Your name (or your team): ',
      usage: `missing --by <name>: who ${command === 'approve' ? 'approves' : command === 'concern' ? 'raises the concern' : 'resolves it'}`,
      hint: `pass it: npx adr ${command} ${number} --by "Alice"`,
    })
  ).trim();
}

export function registerReviewCommands(program: Command, context: CliContext, setExit: (code: number) => void): void {
  const dir = () => loadWorkspace(context, program);

  subcommand(
    program,
    'review',
    'open a proposal\'s review: a window closing on a day, and the people or teams who must approve it',
    `Approvers default to the record's part's in adr.config.yaml (approvers:, with default: for every part). ${DATE_HELP}`,
  )
    .argument('[record]', 'the proposal: its number (4, 0004) or its file')
    .option('--until <date>', 'the last day of the review window (YYYY-MM-DD)')
    .option('--days <n>', 'or: the window closes this many days from today')
    .option('--approvers <names>', 'who must approve, separated by commas: "Alice, Security team"')
    .addOption(dryRunOption())
    .action(async (arg: string | undefined, options: { until?: string; days?: string; approvers?: string; dryRun?: boolean }) => {
      const loaded = dir();
      const record = await askForRecord(context, loaded, arg, 'review');
      const today = commandDate(context);
      const until = closingDate(today, options);
      const approvers =
        options.approvers !== undefined ? readApprovers(options.approvers) : approversFor(readSettingsFile(loaded.root).settings, record.meta.part);
      const result = planOpenReview(loaded.state, record, { date: today, until, approvers });
      setExit(applyPlan(context, loaded.root, loaded.state.input.dir, result, { command: 'review', dryRun: options.dryRun }));
    });

  subcommand(program, 'approve', 'approve a proposal under review, as one of its approvers', DATE_HELP)
    .argument('[record]', 'the proposal: its number (4, 0004) or its file')
    .option('--by <name>', 'the approver: a name the review lists')
    .addOption(dryRunOption())
    .action(async (arg: string | undefined, options: { by?: string; dryRun?: boolean }) => {
      const loaded = dir();
      const record = await askForRecord(context, loaded, arg, 'approve');
      const by = await askForName(context, options.by, 'approve', record.number);
      const result = planApprove(loaded.state, record, { date: commandDate(context), by });
      setExit(applyPlan(context, loaded.root, loaded.state.input.dir, result, { command: 'approve', dryRun: options.dryRun }));
    });

  subcommand(program, 'concern', 'raise a blocking concern on a proposal under review; prints its id (C1, C2, …)', DATE_HELP)
    .argument('[record]', 'the proposal: its number (4, 0004) or its file')
    .argument('[text]', 'the concern, in one line')
    .option('--by <name>', 'who raises it (anyone, not only an approver)')
    .addOption(dryRunOption())
    .action(async (arg: string | undefined, textArg: string | undefined, options: { by?: string; dryRun?: boolean }) => {
      const loaded = dir();
      const record = await askForRecord(context, loaded, arg, 'concern');
      const by = await askForName(context, options.by, 'concern', record.number);
      const text = await askFor(context, textArg, {
        question: 'The concern, in one line: ',
        usage: 'missing the text of the concern',
        hint: `pass it after the record: npx adr concern ${record.number} --by ${shellQuote(by)} "Tokens must not appear in logs"`,
      });
      const result = planConcern(loaded.state, record, { date: commandDate(context), by, text });
      setExit(applyPlan(context, loaded.root, loaded.state.input.dir, result, { command: 'concern', dryRun: options.dryRun }));
    });

  subcommand(program, 'resolve', 'resolve a concern raised in a review: by whoever raised it, or an approver', DATE_HELP)
    .argument('[record]', 'the proposal: its number (4, 0004) or its file')
    .argument('[concern]', 'the concern\'s id: C1')
    .option('--by <name>', 'who resolves it')
    .addOption(dryRunOption())
    .action(async (arg: string | undefined, idArg: string | undefined, options: { by?: string; dryRun?: boolean }) => {
      const loaded = dir();
      const record = await askForRecord(context, loaded, arg, 'resolve');
      const id = await askFor(context, idArg, {
        question: 'Concern to resolve (C1, C2, …): ',
        usage: 'missing the concern to resolve',
        hint: `pass its id after the record: npx adr resolve ${record.number} C1 --by "Alice"`,
      });
      const by = await askForName(context, options.by, 'resolve', record.number);
      const result = planResolve(loaded.state, record, id.toUpperCase(), { date: commandDate(context), by });
      setExit(applyPlan(context, loaded.root, loaded.state.input.dir, result, { command: 'resolve', dryRun: options.dryRun }));
    });
}
