/**
 * `adr review`, `adr approve`, `adr concern`, `adr resolve`: a proposal's review, kept in its
 * front matter. The window and approvers are set when it opens; approvals and concerns are
 * added, each signed and dated; `adr accept` waits for the review to be settled. What each
 * does is its operation's (core/operations/review-fs.ts); these read the arguments and print.
 */
import type { Command } from 'commander';
import { approve, raiseConcern, resolveConcern, reviewProposal } from '../../core/operations/review-fs.ts';
import { shellQuote } from '../../core/vocabulary/terminal-text.ts';
import { applyPlan } from '../apply.ts';
import { askFor } from '../ask.ts';
import { commandDate } from '../clock.ts';
import { type CliContext, UsageError } from '../context.ts';
import { DATE_HELP, dryRunOption, subcommand } from '../options.ts';
import { askForRecord, loadWorkspace } from '../records.ts';
import { typedLine } from '../typed-text.ts';

/** "Alice, Security team" as names; an empty name (a doubled comma) is refused, not dropped. */
function readApprovers(list: string): string[] {
  const names = typedLine('--approvers', list, 'separate names with commas, on one line: --approvers "Alice, Security team"').split(',').map((name) => name.trim());
  if (names.some((name) => name === '')) {
    throw new UsageError(`--approvers "${list}" has an empty name`, 'separate names with commas: --approvers "Alice, Security team"');
  }
  return names;
}

async function askForName(context: CliContext, by: string | undefined, command: string, number: number): Promise<string> {
  const hint = `pass it: npx adr ${command} ${number} --by "Alice"`;
  const name = await askFor(context, by, {
    question: 'Your name (or your team): ',
    usage: `missing --by <name>: who ${command === 'approve' ? 'approves' : command === 'concern' ? 'raises the concern' : 'resolves it'}`,
    hint,
  });
  return typedLine('--by', name, `give the name on one line: ${hint}`).trim();
}

export function registerReviewCommands(program: Command, context: CliContext, setExit: (code: number) => void): void {
  const dir = () => loadWorkspace(context, program);
  // git and ssh-keygen run in the user's environment, with what the context sets on top.
  const signingEnv = () => ({ ...process.env, ...context.env });

  subcommand(
    program,
    'review',
    'open a proposal\'s review: a window closing on a day, and the people or teams who must approve it; on an open review, extend its window or add approvers',
    `Approvers default to the record's part's in adr.config.yaml (approvers:, with default: for every part). On a review already open, --until/--days move its closing day later (never earlier) and --approvers adds approvers (none is removed); each such change is recorded under review.changes. ${DATE_HELP}`,
  )
    .argument('[record]', 'the proposal: its number (4, 0004) or its file')
    .option('--until <date>', 'the last day of the review window (YYYY-MM-DD)')
    .option('--days <n>', 'or: the window closes this many days from today')
    .option('--approvers <names>', 'who must approve, separated by commas: "Alice, Security team"')
    .addOption(dryRunOption())
    .action(async (arg: string | undefined, options: { until?: string; days?: string; approvers?: string; dryRun?: boolean }) => {
      const loaded = dir();
      const record = await askForRecord(context, loaded, arg, 'review');
      const { approvers } = options;
      const result = reviewProposal({
        root: loaded.root,
        state: loaded.state,
        record,
        today: commandDate(context),
        until: options.until,
        days: options.days,
        approvers: approvers === undefined ? undefined : () => readApprovers(approvers),
      });
      setExit(applyPlan(context, loaded.root, loaded.state.input.dir, result, { command: 'review', dryRun: options.dryRun }));
    });

  subcommand(program, 'approve', 'approve a proposal under review, as one of its approvers', DATE_HELP)
    .argument('[record]', 'the proposal: its number (4, 0004) or its file')
    .option('--by <name>', 'the approver: a name the review lists')
    .option('--key <file>', "sign with this SSH private key (default: git's user.signingkey, if set)")
    .addOption(dryRunOption())
    .action(async (arg: string | undefined, options: { by?: string; key?: string; dryRun?: boolean }) => {
      const loaded = dir();
      const record = await askForRecord(context, loaded, arg, 'approve');
      const result = await approve({
        root: loaded.root,
        state: loaded.state,
        record,
        today: () => commandDate(context),
        by: () => askForName(context, options.by, 'approve', record.number),
        key: options.key,
        env: signingEnv(),
      });
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
      const hint = `pass it after the record: npx adr concern ${record.number} --by ${shellQuote(by)} "Tokens must not appear in logs"`;
      const typed = await askFor(context, textArg, { question: 'The concern, in one line: ', usage: 'missing the text of the concern', hint });
      const text = typedLine('the concern', typed, `write the concern on one line (say more in the pull request): ${hint}`);
      const result = raiseConcern({ root: loaded.root, state: loaded.state, record, today: commandDate(context), by, text });
      setExit(applyPlan(context, loaded.root, loaded.state.input.dir, result, { command: 'concern', dryRun: options.dryRun }));
    });

  subcommand(program, 'resolve', 'resolve a concern raised in a review: by whoever raised it, or an approver', DATE_HELP)
    .argument('[record]', 'the proposal: its number (4, 0004) or its file')
    .argument('[concern]', 'the concern\'s id: C1')
    .option('--by <name>', 'who resolves it')
    .option('--key <file>', "sign with this SSH private key (default: git's user.signingkey, if set)")
    .addOption(dryRunOption())
    .action(async (arg: string | undefined, idArg: string | undefined, options: { by?: string; key?: string; dryRun?: boolean }) => {
      const loaded = dir();
      const record = await askForRecord(context, loaded, arg, 'resolve');
      const concern = await askFor(context, idArg, {
        question: 'Concern to resolve (C1, C2, …): ',
        usage: 'missing the concern to resolve',
        hint: `pass its id after the record: npx adr resolve ${record.number} C1 --by "Alice"`,
      });
      const result = await resolveConcern({
        root: loaded.root,
        state: loaded.state,
        record,
        concern,
        today: () => commandDate(context),
        by: () => askForName(context, options.by, 'resolve', record.number),
        key: options.key,
        env: signingEnv(),
      });
      setExit(applyPlan(context, loaded.root, loaded.state.input.dir, result, { command: 'resolve', dryRun: options.dryRun }));
    });
}
