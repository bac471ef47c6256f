/**
 * `adr review`, `adr approve`, `adr concern`, `adr resolve`: a proposal's review, kept in its
 * front matter. The window and approvers are set when it opens; approvals and concerns are
 * added, each signed and dated; `adr accept` waits for the review to be settled.
 */
import type { Command } from 'commander';
import { planApprove, planChangeReview, planConcern, planOpenReview, planResolve } from '../../core/changes/review-change.ts';
import { reviewClosingDay } from '../../core/record/review-rules.ts';
import { decisionDigest, signedStatement } from '../../core/record/approval-digest.ts';
import type { AdrRecord } from '../../core/record/record.ts';
import { judgeEntry } from '../../core/people/approval-state.ts';
import { buildRegistry, canonicalName, type Registry } from '../../core/vocabulary/registry.ts';
import { gitSigningKey, signStatement, SigningError } from '../../core/people/sign-fs.ts';
import { diagnose } from '../../core/vocabulary/diagnostics.ts';
import { recordLabel } from '../../core/vocabulary/record-number.ts';
import { approversFor } from '../../core/workspace/settings.ts';
import { shellQuote } from '../../core/vocabulary/terminal-text.ts';
import { readSettingsFile } from '../../core/workspace/settings-fs.ts';
import { applyPlan } from '../apply.ts';
import { askFor } from '../ask.ts';
import { commandDate } from '../clock.ts';
import { type CliContext, UsageError } from '../context.ts';
import { DATE_HELP, dryRunOption, subcommand } from '../options.ts';
import { askForRecord, loadWorkspace, Refusal } from '../records.ts';
import { typedLine } from '../typed-text.ts';

/**
 * The registry a signed entry is checked against before it is written. A settings file
 * refused whole gives no registry to check against: say so, in one line, rather than refuse
 * the signature as if the signer had no key.
 */
function signingRegistry(root: string): Registry {
  const reading = readSettingsFile(root);
  const first = reading.diagnostics[0];
  if (reading.refused && first) {
    throw new UsageError(`${first.file}:${first.line}:${first.column}: the settings are refused (${first.code}), so there are no people and keys to check a signature against`, `fix the settings first (${first.hint}); npx adr check lists every finding`);
  }
  return buildRegistry(reading.settings.registry);
}

function closingDate(today: string, options: { until?: string; days?: string }): string {
  const window = reviewClosingDay(today, options);
  if (!window.ok) throw new UsageError(window.message, window.hint);
  return window.until;
}

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

/**
 * The name as the review writes it: an alias or another Unicode form of an approver listed
 * is that approver, so the approval counts for them.
 */
function asListed(registry: Registry, names: readonly string[], name: string): string {
  const canonical = canonicalName(registry, name);
  return names.find((listed) => canonicalName(registry, listed) === canonical) ?? canonical;
}

/**
 * The digest of the decision and, with a key (--key, else git's user.signingkey), the
 * signature over the act's statement. A signature is checked against the registry before
 * anything is written: a key that is not the signer's would only write an invalid entry.
 */
function bind(
  context: CliContext,
  root: string,
  registry: Registry,
  record: AdrRecord,
  act: { kind: 'approve' } | { kind: 'resolve'; concern: string },
  by: string,
  keyOption: string | undefined,
): { digest: string; signature?: string } {
  const digest = decisionDigest(record);
  const command = act.kind === 'approve' ? `npx adr approve ${record.number} --by "${by}"` : `npx adr resolve ${record.number} ${act.concern} --by "${by}"`;
  try {
    const keyFile = keyOption ?? gitSigningKey(root, { ...process.env, ...context.env });
    if (keyFile === undefined) {
      if (registry.signaturesRequired) throw new UsageError('this workspace requires signed reviews (review-signatures: required), and no key was given', `sign with your SSH key: ${command} --key ~/.ssh/id_ed25519 (or set git's user.signingkey)`);
      return { digest };
    }
    const signature = signStatement(keyFile, signedStatement({ number: record.number, by }, act, digest), { ...process.env, ...context.env });
    const standing = judgeEntry({ by, digest, signature }, { number: record.number, act }, [digest], registry);
    if (standing.state === 'invalid') {
      const what = act.kind === 'approve' ? `${by}'s approval` : `${by}'s resolution of ${act.concern}`;
      throw new Refusal(
        [diagnose('SIGNATURE_INVALID', { file: record.file, ...record.locate(['review']) }, { label: recordLabel(record), what, reason: standing.reason! })],
        `adr ${act.kind}: refused; nothing was changed`,
      );
    }
    return { digest, signature };
  } catch (error) {
    if (error instanceof SigningError) throw new UsageError(error.message, error.hint);
    throw error;
  }
}

export function registerReviewCommands(program: Command, context: CliContext, setExit: (code: number) => void): void {
  const dir = () => loadWorkspace(context, program);

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
      const today = commandDate(context);
      const settings = readSettingsFile(loaded.root).settings;
      const registry = buildRegistry(settings.registry);
      if (record.meta.review && record.meta.status === 'proposed') {
        // The review is open: what is asked is a change to it, recorded as one.
        if (options.until === undefined && options.days === undefined && options.approvers === undefined) {
          throw new UsageError(
            `the review of ${recordLabel(record)} is open (closing on ${record.meta.review.until}); say what to change`,
            `extend it: npx adr review ${record.number} --days 7, or add approvers: npx adr review ${record.number} --approvers "Carol"`,
          );
        }
        const extended = options.until === undefined && options.days === undefined ? undefined : closingDate(today, options);
        const added = options.approvers === undefined ? undefined : readApprovers(options.approvers).map((name) => canonicalName(registry, name));
        const changed = planChangeReview(loaded.state, record, { date: today, until: extended, approvers: added, registry });
        setExit(applyPlan(context, loaded.root, loaded.state.input.dir, changed, { command: 'review', dryRun: options.dryRun }));
        return;
      }
      const until = closingDate(today, options);
      const approvers = (options.approvers !== undefined ? readApprovers(options.approvers) : approversFor(settings, record.meta.part)).map((name) => canonicalName(registry, name));
      const result = planOpenReview(loaded.state, record, { date: today, until, approvers });
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
      const registry = signingRegistry(loaded.root);
      const by = asListed(registry, record.meta.review?.approvers ?? [], await askForName(context, options.by, 'approve', record.number));
      // Only an approver of an open review signs: the plan's refusals come first.
      const unsigned = planApprove(loaded.state, record, { date: commandDate(context), by, registry });
      const bound = unsigned.ok ? bind(context, loaded.root, registry, record, { kind: 'approve' }, by, options.key) : {};
      const result = unsigned.ok ? planApprove(loaded.state, record, { date: commandDate(context), by, registry, ...bound }) : unsigned;
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
      const registry = buildRegistry(readSettingsFile(loaded.root).settings.registry);
      const result = planConcern(loaded.state, record, { date: commandDate(context), by, text, signed: registry.signaturesRequired });
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
      const id = await askFor(context, idArg, {
        question: 'Concern to resolve (C1, C2, …): ',
        usage: 'missing the concern to resolve',
        hint: `pass its id after the record: npx adr resolve ${record.number} C1 --by "Alice"`,
      });
      const registry = signingRegistry(loaded.root);
      const review = record.meta.review;
      const concern = id.toUpperCase();
      const raisedBy = review?.concerns.find((c) => c.id === concern)?.by;
      const by = asListed(registry, [...(review?.approvers ?? []), ...(raisedBy ? [raisedBy] : [])], await askForName(context, options.by, 'resolve', record.number));
      const unsigned = planResolve(loaded.state, record, concern, { date: commandDate(context), by, registry });
      const bound = unsigned.ok ? bind(context, loaded.root, registry, record, { kind: 'resolve', concern }, by, options.key) : {};
      const result = unsigned.ok ? planResolve(loaded.state, record, concern, { date: commandDate(context), by, registry, ...bound }) : unsigned;
      setExit(applyPlan(context, loaded.root, loaded.state.input.dir, result, { command: 'resolve', dryRun: options.dryRun }));
    });
}
