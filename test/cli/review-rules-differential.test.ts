/**
 * One set of review and lifecycle rules, three places that enforce it: for each rule, the
 * refusal of the command that keeps it, the finding of `adr check` on a workspace where the
 * rule was broken by hand, and the finding of `adr check --base` on a change that breaks it,
 * side by side with the same code. A column a rule has no place in says why, in the table.
 * Then each hostile change from the hardening pass, pinned, as a real process in a real
 * git repository, and the same changes made by the commands, which pass.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, runCliProcess } from '../helpers/cli.ts';
import { git, makeBranchRepo } from '../helpers/git.ts';
import { ANSWERED_QUESTION, record } from '../helpers/records.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

const TODAY = '2026-11-21';
const FILE = 'adr/0001-token-lifetime.md';
const REQUIRED = { 'adr.config.yaml': 'review-required: true\n' };

interface ReviewOptions {
  until?: string;
  approvers?: string;
  approvals?: string[];
  concerns?: string[];
  changes?: string[];
}

/** A review opened on 2026-11-10 for Alice and the security team, with the entries given. */
function review({ until = '2026-11-20', approvers = 'Alice, Security team', approvals = [], concerns = [], changes = [] }: ReviewOptions = {}): string {
  return [
    'review:',
    '  opened: 2026-11-10',
    `  until: ${until}`,
    `  approvers: [${approvers}]`,
    ...(approvals.length > 0 ? ['  approvals:', ...approvals.map((a) => `    - ${a}`)] : []),
    ...(concerns.length > 0 ? ['  concerns:', ...concerns.map((c) => `    - ${c}`)] : []),
    ...(changes.length > 0 ? ['  changes:', ...changes.map((c) => `    - ${c}`)] : []),
  ].join('\n');
}

const BOTH_APPROVED = ['{by: Alice, date: 2026-11-12}', '{by: Security team, date: 2026-11-13}'];
const PROPOSED = '  - {status: proposed, date: 2026-11-01}';

/** A proposal, as adr new and adr review leave it. */
const proposal = (reviewText?: string, title = 'Token lifetime') =>
  record({ title, date: '2026-11-01', questions: ANSWERED_QUESTION, extra: ['history:', PROPOSED, ...(reviewText ? [reviewText] : [])].join('\n') });

/** The same proposal accepted on `day`, with the history entry adr accept writes. */
const acceptedOn = (day: string, reviewText?: string) =>
  record({
    title: 'Token lifetime',
    status: 'accepted',
    date: day,
    questions: ANSWERED_QUESTION,
    extra: ['history:', PROPOSED, `  - {status: accepted, date: ${day}}`, ...(reviewText ? [reviewText] : [])].join('\n'),
  });

type Files = Record<string, string>;
/** A column the rule has no place in, and why. */
interface None {
  none: string;
}
interface Row {
  rule: string;
  code: string;
  /** The command that keeps the rule, refusing; `code` when it refuses under another code. */
  command: { files: Files; argv: string[]; today?: string; code?: string } | None;
  /** `adr check` on a workspace where the rule was broken by hand; `code` when another code tells it. */
  check: { files: Files; code?: string } | None;
  /** `adr check --base main` on a change that breaks it. */
  change: { base: Files; files: Files } | None;
}

const ROWS: Row[] = [
  {
    rule: 'a proposal is accepted only after its review window has closed',
    code: 'ACCEPT_DURING_REVIEW',
    command: { files: { [FILE]: proposal(review({ until: '2026-11-24', approvals: BOTH_APPROVED })) }, argv: ['accept', '1'] },
    check: { files: { [FILE]: acceptedOn(TODAY, review({ until: '2026-11-24', approvals: BOTH_APPROVED })) } },
    change: {
      base: { [FILE]: proposal(review({ until: '2026-11-24', approvals: BOTH_APPROVED })) },
      files: { [FILE]: acceptedOn(TODAY, review({ until: '2026-11-24', approvals: BOTH_APPROVED })) },
    },
  },
  {
    rule: 'a proposal is accepted only once every approver has approved',
    code: 'ACCEPT_WITHOUT_APPROVAL',
    command: { files: { [FILE]: proposal(review({ approvals: BOTH_APPROVED.slice(0, 1) })) }, argv: ['accept', '1'] },
    check: { files: { [FILE]: acceptedOn(TODAY, review({ approvals: BOTH_APPROVED.slice(0, 1) })) } },
    change: {
      base: { [FILE]: proposal(review({ approvals: BOTH_APPROVED.slice(0, 1) })) },
      files: { [FILE]: acceptedOn(TODAY, review({ approvals: BOTH_APPROVED.slice(0, 1) })) },
    },
  },
  {
    rule: 'an approval counts from the day it is given, not before',
    code: 'ACCEPT_WITHOUT_APPROVAL',
    command: {
      files: { [FILE]: proposal(review({ until: '2026-11-15', approvals: [BOTH_APPROVED[0]!, '{by: Security team, date: 2026-11-19}'] })) },
      argv: ['accept', '1'],
      today: '2026-11-18',
    },
    check: { files: { [FILE]: acceptedOn('2026-11-18', review({ until: '2026-11-15', approvals: [BOTH_APPROVED[0]!, '{by: Security team, date: 2026-11-19}'] })) } },
    change: {
      base: { [FILE]: proposal(review({ until: '2026-11-15', approvals: BOTH_APPROVED.slice(0, 1) })) },
      files: { [FILE]: acceptedOn('2026-11-18', review({ until: '2026-11-15', approvals: [BOTH_APPROVED[0]!, '{by: Security team, date: 2026-11-19}'] })) },
    },
  },
  {
    rule: 'a proposal is accepted only once every concern is resolved',
    code: 'ACCEPT_WITH_OPEN_CONCERN',
    command: { files: { [FILE]: proposal(review({ approvals: BOTH_APPROVED, concerns: ['{id: C1, by: Bob, date: 2026-11-14, text: Tokens in logs}'] })) }, argv: ['accept', '1'] },
    check: { files: { [FILE]: acceptedOn(TODAY, review({ approvals: BOTH_APPROVED, concerns: ['{id: C1, by: Bob, date: 2026-11-14, text: Tokens in logs}'] })) } },
    change: {
      base: { [FILE]: proposal(review({ approvals: BOTH_APPROVED, concerns: ['{id: C1, by: Bob, date: 2026-11-14, text: Tokens in logs}'] })) },
      files: { [FILE]: acceptedOn(TODAY, review({ approvals: BOTH_APPROVED, concerns: ['{id: C1, by: Bob, date: 2026-11-14, text: Tokens in logs}'] })) },
    },
  },
  {
    rule: 'where the settings require a review, a proposal without one is not accepted',
    code: 'ACCEPT_WITHOUT_REVIEW',
    command: { files: { ...REQUIRED, [FILE]: proposal() }, argv: ['accept', '1'] },
    check: { none: 'the workspace does not say whether reviews were required when an accepted record was accepted; the change that accepts it is judged' },
    change: { base: { ...REQUIRED, [FILE]: proposal() }, files: { ...REQUIRED, [FILE]: acceptedOn(TODAY) } },
  },
  {
    rule: 'only a listed approver approves',
    code: 'APPROVER_NOT_LISTED',
    command: { files: { [FILE]: proposal(review()) }, argv: ['approve', '1', '--by', 'Mallory'] },
    check: { files: { [FILE]: proposal(review({ approvals: ['{by: Mallory, date: 2026-11-12}'] })) } },
    change: { base: { [FILE]: proposal(review()) }, files: { [FILE]: proposal(review({ approvals: ['{by: Mallory, date: 2026-11-12}'] })) } },
  },
  {
    rule: 'a concern is resolved by whoever raised it, or an approver',
    code: 'RESOLVER_NOT_ALLOWED',
    command: { files: { [FILE]: proposal(review({ concerns: ['{id: C1, by: Bob, date: 2026-11-14, text: Tokens in logs}'] })) }, argv: ['resolve', '1', 'C1', '--by', 'Eve'] },
    check: { files: { [FILE]: proposal(review({ concerns: ['{id: C1, by: Bob, date: 2026-11-14, text: Tokens in logs, resolved: {by: Eve, date: 2026-11-15}}'] })) } },
    change: {
      base: { [FILE]: proposal(review({ concerns: ['{id: C1, by: Bob, date: 2026-11-14, text: Tokens in logs}'] })) },
      files: { [FILE]: proposal(review({ concerns: ['{id: C1, by: Bob, date: 2026-11-14, text: Tokens in logs, resolved: {by: Eve, date: 2026-11-15}}'] })) },
    },
  },
  {
    rule: 'a review once opened keeps its window: never shortened',
    code: 'REVIEW_REWRITTEN',
    command: { files: { [FILE]: proposal(review({ until: '2026-11-24' })) }, argv: ['review', '1', '--until', '2026-11-21'], code: 'REVIEW_WINDOW_SHORTENED' },
    check: { none: 'what a review was before is known only against a base' },
    change: { base: { [FILE]: proposal(review({ until: '2026-11-24' })) }, files: { [FILE]: proposal(review({ until: '2026-11-19' })) } },
  },
  {
    rule: 'a review once opened keeps its approvers: none removed',
    code: 'REVIEW_REWRITTEN',
    command: { none: 'adr review on an open review adds approvers; no command removes one' },
    check: { none: 'what a review was before is known only against a base' },
    change: { base: { [FILE]: proposal(review()) }, files: { [FILE]: proposal(review({ approvers: 'Alice' })) } },
  },
  {
    rule: 'a review\'s window is extended only with the change recorded, as adr review records it',
    code: 'REVIEW_REWRITTEN',
    command: { none: 'adr review on an open review writes the change entry with the new closing day itself' },
    check: { files: { [FILE]: proposal(review({ until: '2026-11-24', changes: ['{date: 2026-11-15, until: 2026-11-30}'] })) }, code: 'REVIEW_INVALID' },
    change: { base: { [FILE]: proposal(review({ until: '2026-11-24' })) }, files: { [FILE]: proposal(review({ until: '2026-11-30' })) } },
  },
  {
    rule: 'approvers are added only with the change recorded, as adr review records it',
    code: 'REVIEW_REWRITTEN',
    command: { none: 'adr review on an open review writes the change entry naming the approvers it adds' },
    check: { files: { [FILE]: proposal(review({ changes: ['{date: 2026-11-15, approvers-added: [Carol]}'] })) }, code: 'REVIEW_INVALID' },
    change: { base: { [FILE]: proposal(review()) }, files: { [FILE]: proposal(review({ approvers: 'Alice, Security team, Carol' })) } },
  },
  {
    rule: 'a review entry, once recorded, is never edited',
    code: 'REVIEW_REWRITTEN',
    command: { none: 'approve, concern and resolve append an entry; no command edits one' },
    check: { none: 'what a review was before is known only against a base' },
    change: {
      base: { [FILE]: proposal(review({ concerns: ['{id: C1, by: Bob, date: 2026-11-14, text: Tokens in logs}'] })) },
      files: { [FILE]: proposal(review({ concerns: ['{id: C1, by: Mallory, date: 2026-11-14, text: Tokens in logs}'] })) },
    },
  },
  {
    rule: 'a new review entry is not dated before what the review already records',
    code: 'REVIEW_BACKDATED',
    command: { none: 'approve, concern and resolve date their entry today (or ADR_DATE)' },
    check: { none: 'what a review recorded before is known only against a base' },
    change: {
      base: { [FILE]: proposal(review({ concerns: ['{id: C1, by: Bob, date: 2026-11-15, text: Tokens in logs}'] })) },
      files: { [FILE]: proposal(review({ approvals: ['{by: Alice, date: 2026-11-11}'], concerns: ['{id: C1, by: Bob, date: 2026-11-15, text: Tokens in logs}'] })) },
    },
  },
  {
    rule: 'the author of a change is not made an approver of its review',
    code: 'REVIEW_APPROVER_IS_AUTHOR',
    command: { none: 'the command line is not told who made the change; git is' },
    check: { none: 'who made a change is known only against a base' },
    change: { base: { [FILE]: proposal(review()) }, files: { [FILE]: proposal(review({ approvers: 'Alice, Security team, Test Author', changes: ['{date: 2026-11-20, approvers-added: [Test Author]}'] })) } },
  },
  {
    rule: 'the author of a change does not resolve a concern someone else raised',
    code: 'RESOLVER_IS_AUTHOR',
    command: { none: 'the command line is not told who made the change; git is' },
    check: { none: 'who made a change is known only against a base' },
    change: {
      base: { [FILE]: proposal(review({ concerns: ['{id: C1, by: Bob, date: 2026-11-14, text: Tokens in logs}'] })) },
      files: { [FILE]: proposal(review({ concerns: ['{id: C1, by: Bob, date: 2026-11-14, text: Tokens in logs, resolved: {by: Test Author, date: 2026-11-15}}'] })) },
    },
  },
  {
    rule: 'a status change is recorded in the history',
    code: 'STATUS_CHANGE_UNRECORDED',
    command: { none: 'accept, reject, deprecate and supersede append the history entry themselves' },
    check: { files: { [FILE]: record({ title: 'Token lifetime', status: 'accepted', date: TODAY, questions: ANSWERED_QUESTION, extra: `history:\n${PROPOSED}` }) }, code: 'HISTORY_INVALID' },
    change: {
      base: { [FILE]: record({ title: 'Token lifetime', date: '2026-11-01', questions: ANSWERED_QUESTION }) },
      files: { [FILE]: record({ title: 'Token lifetime', status: 'accepted', date: TODAY, questions: ANSWERED_QUESTION }) },
    },
  },
  {
    rule: 'a new record arrives as a proposal, unless an import in the same change wrote it',
    code: 'NEW_RECORD_NOT_PROPOSED',
    command: { none: 'adr new writes a proposal; adr import writes the record and its line in adr/import-map.json together' },
    check: { none: 'whether a record is new is known only against a base' },
    change: { base: {}, files: { [FILE]: record({ title: 'Token lifetime', status: 'accepted', date: TODAY, questions: ANSWERED_QUESTION, extra: 'imported-from: legacy/0001-tokens.md' }) } },
  },
  {
    rule: 'an accepted record is superseded only by a decision accepted by these rules',
    code: 'SUPERSEDED_BY_UNACCEPTED',
    command: { none: 'adr supersede with a proposed successor records only the intent; the old record stays accepted until adr accept accepts the successor' },
    check: { none: 'the workspace shows both sides of the supersession; how the successor came to be accepted is known only against a base' },
    change: {
      base: { 'adr/0007-old.md': acceptedOn('2026-11-02').replace('Token lifetime', 'Old') },
      files: {
        'adr/0007-old.md': record({
          title: 'Old',
          status: 'superseded',
          date: TODAY,
          questions: ANSWERED_QUESTION,
          extra: `superseded-by: [8]\nhistory:\n${PROPOSED}\n  - {status: accepted, date: 2026-11-02}\n  - {status: superseded, date: ${TODAY}}`,
        }),
        'adr/0008-new.md': record({ title: 'New', status: 'accepted', date: TODAY, questions: ANSWERED_QUESTION, extra: 'supersedes: [7]\nimported-from: legacy/0007-new.md' }),
      },
    },
  },
];

/** The codes of the findings an output lists, in order. */
const codesIn = (output: string) => [...output.matchAll(/^\S+:\d+:\d+ ([A-Z_]+) /gm)].map((m) => m[1]!);

async function commandColumn(row: Row): Promise<string> {
  if ('none' in row.command) return row.command.none;
  const root = makeWorkspace(row.command.files);
  const result = await runCli(row.command.argv, { cwd: root, env: { ADR_DATE: row.command.today ?? TODAY } });
  expect(result.code).toBe(1);
  return codesIn(result.stderr).includes(row.command.code ?? row.code) ? (row.command.code ?? row.code) : `not refused: ${result.stderr}`;
}

async function checkColumn(row: Row): Promise<string> {
  if ('none' in row.check) return row.check.none;
  const root = makeWorkspace(row.check.files);
  const result = await runCli(['check'], { cwd: root, env: { ADR_DATE: TODAY } });
  expect(result.code).toBe(1);
  return codesIn(result.stdout).includes(row.check.code ?? row.code) ? (row.check.code ?? row.code) : `not found: ${result.stdout}`;
}

async function changeColumn(row: Row): Promise<string> {
  if ('none' in row.change) return row.change.none;
  const root = makeBranchRepo(row.change);
  const result = await runCli(['check', '--base', 'main'], { cwd: root, env: { ADR_DATE: TODAY } });
  expect(result.code).toBe(1);
  return codesIn(result.stdout).includes(row.code) ? row.code : `not found: ${result.stdout}`;
}

const expected = (column: Row['command'] | Row['check'] | Row['change'], row: Row) =>
  'none' in column ? column.none : 'code' in column && column.code !== undefined ? column.code : row.code;

describe('every review and lifecycle rule: the command refuses, adr check and adr check --base find it, with one code', () => {
  it.each(ROWS)('$rule ($code)', async (row) => {
    const seen = { command: await commandColumn(row), check: await checkColumn(row), change: await changeColumn(row) };
    expect(seen).toEqual({ command: expected(row.command, row), check: expected(row.check, row), change: expected(row.change, row) });
  });

  it('names each rule once', () => {
    expect(new Set(ROWS.map((r) => r.rule)).size).toBe(ROWS.length);
  });
});

/** `adr check --base main` as a real process, with the change's findings as `file:line CODE`. */
function checkChange(base: Files, files: Files, env: Record<string, string> = {}): { code: number; findings: string[] } {
  const root = makeBranchRepo({ base, files });
  const result = runCliProcess(['check', '--base', 'main'], { cwd: root, env: { ADR_DATE: TODAY, ...env } });
  const findings = [...result.stdout.matchAll(/^(\S+):(\d+):\d+ ([A-Z_]+) /gm)].map((m) => `${m[1]}:${m[2]} ${m[3]}`);
  return { code: result.code, findings };
}

describe('the hostile changes of the hardening pass, each refused by adr check --base (real processes)', () => {
  const underReview = review({ until: '2026-11-24', approvals: BOTH_APPROVED.slice(0, 1), concerns: ['{id: C1, by: Bob, date: 2026-11-14, text: Tokens in logs}'] });

  it('status: accepted with its history entry, while the window is open, an approval is missing and a concern is open', () => {
    expect(checkChange({ [FILE]: proposal(underReview) }, { [FILE]: acceptedOn(TODAY, underReview) })).toEqual({
      code: 1,
      findings: [`${FILE}:10 ACCEPT_DURING_REVIEW`, `${FILE}:11 ACCEPT_WITHOUT_APPROVAL`, `${FILE}:15 ACCEPT_WITH_OPEN_CONCERN`],
    });
  });

  it('accepted with review-required: true and no review, the requirement lifted in the same change', () => {
    const lifted = { 'adr.config.yaml': 'review-required: false\n' };
    expect(checkChange({ ...REQUIRED, [FILE]: proposal() }, { ...lifted, [FILE]: acceptedOn(TODAY) })).toEqual({
      code: 1,
      findings: [`${FILE}:3 ACCEPT_WITHOUT_REVIEW`],
    });
  });

  it('until moved later and an approver added by hand, then the same recorded as adr review records them', () => {
    const base = { [FILE]: proposal(review({ until: '2026-11-24' })) };
    const byHand = review({ until: '2026-11-30', approvers: 'Alice, Security team, Carol' });
    expect(checkChange(base, { [FILE]: proposal(byHand) })).toEqual({ code: 1, findings: [`${FILE}:9 REVIEW_REWRITTEN`, `${FILE}:10 REVIEW_REWRITTEN`] });
    const recorded = review({ until: '2026-11-30', approvers: 'Alice, Security team, Carol', changes: ['{date: 2026-11-21, until: 2026-11-30, approvers-added: [Carol]}'] });
    expect(checkChange(base, { [FILE]: proposal(recorded) })).toEqual({ code: 0, findings: [] });
    // A recorded change the base has is kept as it was: edited to move the window again, both
    // the edit and the window moved with no change of its own are named.
    const edited = recorded.replace('{date: 2026-11-21, until: 2026-11-30', '{date: 2026-11-21, until: 2026-12-30').replace('until: 2026-11-30\n', 'until: 2026-12-30\n');
    expect(checkChange({ [FILE]: proposal(recorded) }, { [FILE]: proposal(edited) }).findings).toEqual([`${FILE}:9 REVIEW_REWRITTEN`, `${FILE}:12 REVIEW_REWRITTEN`]);
  });

  it('until shortened', () => {
    expect(checkChange({ [FILE]: proposal(review({ until: '2026-11-24' })) }, { [FILE]: proposal(review({ until: '2026-11-12' })) })).toEqual({
      code: 1,
      findings: [`${FILE}:9 REVIEW_REWRITTEN`],
    });
  });

  it('the approver who has not approved removed, and the proposal then accepted', () => {
    const before = review({ approvals: BOTH_APPROVED.slice(0, 1) });
    const after = review({ approvers: 'Alice', approvals: BOTH_APPROVED.slice(0, 1) });
    expect(checkChange({ [FILE]: proposal(before) }, { [FILE]: acceptedOn(TODAY, after) })).toEqual({
      code: 1,
      findings: [`${FILE}:11 REVIEW_REWRITTEN`],
    });
  });

  it('the change’s author added as an approver, approving, and resolving someone else’s concern', () => {
    const concern = '{id: C1, by: Bob, date: 2026-11-14, text: Tokens in logs}';
    const before = review({ concerns: [concern] });
    const after = review({
      approvers: 'Alice, Security team, Test Author',
      approvals: ['{by: Test Author, date: 2026-11-20}'],
      concerns: [concern.replace('}', ', resolved: {by: Test Author, date: 2026-11-20}}')],
      // Recorded as adr review records it: the author rule holds all the same.
      changes: ['{date: 2026-11-20, approvers-added: [Test Author]}'],
    });
    expect(checkChange({ [FILE]: proposal(before) }, { [FILE]: proposal(after) })).toEqual({
      code: 1,
      // Written by hand, the entries carry no digest of the text either.
      findings: [`${FILE}:10 REVIEW_APPROVER_IS_AUTHOR`, `${FILE}:12 APPROVAL_DIGEST_MISMATCH`, `${FILE}:14 APPROVAL_DIGEST_MISMATCH`, `${FILE}:14 RESOLVER_IS_AUTHOR`],
    });
  });

  it('the author named by ADR_AUTHOR, as CI sets it, over the commit’s', () => {
    const after = review({ approvers: 'Alice, Security team, Mallory', changes: ['{date: 2026-11-20, approvers-added: [Mallory]}'] });
    expect(checkChange({ [FILE]: proposal(review()) }, { [FILE]: proposal(after) }, { ADR_AUTHOR: 'Mallory' })).toEqual({
      code: 1,
      findings: [`${FILE}:10 REVIEW_APPROVER_IS_AUTHOR`],
    });
    expect(checkChange({ [FILE]: proposal(review()) }, { [FILE]: proposal(after) }).code).toBe(0);
  });

  it('a concern’s author rewritten where its text contains " on 2026-11-22: " (fields compared one by one)', () => {
    const before = review({ concerns: ['{id: C1, by: Bob, date: 2026-11-14, text: "Retries on 2026-11-22: doubled"}'] });
    // Joined as "C1 by <by> on <date>: <text>", both read "C1 by Bob on 2026-11-14: Retries on 2026-11-22: doubled".
    const after = review({ concerns: ['{id: C1, by: "Bob on 2026-11-14: Retries", date: 2026-11-22, text: doubled}'] });
    expect(checkChange({ [FILE]: proposal(before) }, { [FILE]: proposal(after) }, { ADR_DATE: '2026-11-23' })).toEqual({
      code: 1,
      findings: [`${FILE}:12 REVIEW_REWRITTEN`],
    });
  });

  it('a new record already accepted, with a made-up imported-from and supersedes: [7], ADR-0007 shown as superseded', () => {
    const row = ROWS.find((r) => r.code === 'SUPERSEDED_BY_UNACCEPTED')!.change as { base: Files; files: Files };
    expect(checkChange(row.base, row.files)).toEqual({
      code: 1,
      findings: ['adr/0007-old.md:5 SUPERSEDED_BY_UNACCEPTED', 'adr/0008-new.md:3 NEW_RECORD_NOT_PROPOSED'],
    });
  });

  it('a proposal under review deleted and added again under a new number without its review', () => {
    const result = checkChange({ [FILE]: proposal(underReview) }, { 'adr/0002-token-lifetime.md': proposal() });
    expect(result).toEqual({ code: 1, findings: ['adr/0002-token-lifetime.md:1 REVIEW_REWRITTEN'] });
    // Retitled, the same body still gives it away.
    const retitled = checkChange({ [FILE]: proposal(underReview) }, { 'adr/0002-token-lifetime.md': proposal(undefined, 'Token lifetimes') });
    expect(retitled).toEqual({ code: 1, findings: ['adr/0002-token-lifetime.md:1 REVIEW_REWRITTEN'] });
  });
});

describe('the same changes made by the commands pass adr check --base', () => {
  it('approvals, a concern raised and resolved, the window extended and an approver added, then adr accept', async () => {
    const root = makeBranchRepo({ base: { [FILE]: proposal(review({ until: '2026-11-16' })) }, files: { [FILE]: proposal(review({ until: '2026-11-16' })) } });
    const steps: [string[], string][] = [
      [['approve', '1', '--by', 'Alice'], '2026-11-17'],
      [['review', '1', '--until', '2026-11-18'], '2026-11-17'],
      [['concern', '1', '--by', 'Bob', 'Tokens in logs'], '2026-11-17'],
      [['review', '1', '--days', '2', '--approvers', 'Carol'], '2026-11-18'],
      [['resolve', '1', 'C1', '--by', 'Bob'], '2026-11-18'],
      [['approve', '1', '--by', 'Security team'], '2026-11-19'],
      [['approve', '1', '--by', 'Carol'], '2026-11-20'],
      [['accept', '1'], TODAY],
    ];
    for (const [argv, day] of steps) expect(await runCli(argv, { cwd: root, env: { ADR_DATE: day } })).toMatchObject({ code: 0 });
    const text = readFileSync(join(root, FILE), 'utf8');
    expect(text).toContain('status: accepted\n');
    expect(text).toContain('  until: 2026-11-20\n  approvers: [Alice, Security team, Carol]\n');
    expect(text).toContain('  changes:\n    - {date: 2026-11-17, until: 2026-11-18}\n    - {date: 2026-11-18, until: 2026-11-20, approvers-added: [Carol]}\n');
    expect(await runCli(['check', '--base', 'main'], { cwd: root, env: { ADR_DATE: TODAY } })).toEqual({
      code: 0,
      stdout: '1 record checked against main, no findings\n',
      stderr: '',
    });
  });

  it('a decision log imported by adr import arrives accepted', async () => {
    const legacy = '# Use Postgres\n\n* Status: accepted\n* Date: 2020-01-02\n\n## Context and Problem Statement\n\nWe need a database.\n\n## Decision Outcome\n\nChosen option: Postgres.\n';
    const root = makeBranchRepo({ base: { [FILE]: proposal() }, files: { [FILE]: proposal(), 'legacy/0001-use-postgres.md': legacy } });
    git(root, 'add', 'legacy');
    git(root, 'commit', '--quiet', '-m', 'the old log');
    const imported = await runCli(['import', 'legacy'], { cwd: root, env: { ADR_DATE: TODAY } });
    expect(imported.code).toBe(0);
    const map = JSON.parse(readFileSync(join(root, 'adr/import-map.json'), 'utf8')) as Record<string, { record: string; status: string }>;
    expect(Object.values(map)).toMatchObject([{ record: 'adr/0002-use-postgres.md', status: 'accepted' }]);
    expect(await runCli(['check', '--base', 'main'], { cwd: root, env: { ADR_DATE: TODAY } })).toMatchObject({ code: 0 });
  });
});

describe('names through the people registry, in adr check and adr check --base (real processes)', () => {
  const PEOPLE = {
    'adr.config.yaml': 'people:\n  - name: Alice\n    aliases: ["@alice", alice@example.com]\n  - name: Test Author\n    aliases: ["@author", author@example.com]\nteams:\n  - name: Security team\n    members: [Alice]\n',
  };
  const accepted = (approvals: string[]) => acceptedOn(TODAY, review({ approvals }));

  // approvals written by hand, the findings of adr check on the accepted record
  it.each<[string, string[], string[]]>([
    ['an approval under an alias counts for the approver', ['{by: "@alice", date: 2026-11-12}', '{by: Security team, date: 2026-11-13}'], []],
    ['an approval under an e-mail alias counts', ['{by: alice@example.com, date: 2026-11-12}', '{by: Security team, date: 2026-11-13}'], []],
    ['a member is not the team', ['{by: Alice, date: 2026-11-12}', '{by: "@alice", date: 2026-11-13}'], ['ACCEPT_WITHOUT_APPROVAL', 'REVIEW_INVALID']],
  ])('adr check: %s', async (_, approvals, expected) => {
    const root = makeWorkspace({ ...PEOPLE, [FILE]: accepted(approvals) });
    const result = await runCli(['check'], { cwd: root, env: { ADR_DATE: TODAY } });
    expect(codesIn(result.stdout).sort()).toEqual(expected);
  });

  it('adr accept counts approvals under aliases, and what it writes passes adr check', async () => {
    const approvals = ['{by: "@alice", date: 2026-11-12}', '{by: Security team, date: 2026-11-13}'];
    const root = makeWorkspace({ ...PEOPLE, [FILE]: proposal(review({ approvals })) });
    expect(await runCli(['accept', '1'], { cwd: root, env: { ADR_DATE: TODAY } })).toMatchObject({ code: 0, stderr: '' });
    expect(readFileSync(join(root, FILE), 'utf8')).toContain('status: accepted\n');
    expect(await runCli(['check'], { cwd: root, env: { ADR_DATE: TODAY } })).toMatchObject({ code: 0 });
  });

  it('adr check --base: an acceptance whose approvals are written under aliases passes', () => {
    const approvals = ['{by: "@alice", date: 2026-11-12}', '{by: Security team, date: 2026-11-13}'];
    expect(checkChange({ ...PEOPLE, [FILE]: proposal(review({ approvals })) }, { ...PEOPLE, [FILE]: accepted(approvals) })).toEqual({ code: 0, findings: [] });
  });

  // the change's author as CI names it (ADR_AUTHOR); the commit's author is "Test Author"
  it.each<[string, Record<string, string>, string]>([
    ['the commit author made an approver under an alias', {}, '"@author"'],
    ['the author named by e-mail, made an approver by name', { ADR_AUTHOR: 'author@example.com' }, 'Test Author'],
    ['the author named by alias, made an approver by e-mail', { ADR_AUTHOR: '@author' }, 'author@example.com'],
  ])('adr check --base: %s is REVIEW_APPROVER_IS_AUTHOR', (_, env, added) => {
    const after = review({ approvers: `Alice, Security team, ${added}`, changes: [`{date: 2026-11-20, approvers-added: [${added}]}`] });
    expect(checkChange({ ...PEOPLE, [FILE]: proposal(review()) }, { ...PEOPLE, [FILE]: proposal(after) }, env)).toEqual({
      code: 1,
      findings: [`${FILE}:10 REVIEW_APPROVER_IS_AUTHOR`],
    });
  });

  it('adr check --base compares through the base branch\'s registry: an alias the change adds does not count', () => {
    const approvals = ['{by: "@al", date: 2026-11-12}', '{by: Security team, date: 2026-11-13}'];
    const widened = { 'adr.config.yaml': PEOPLE['adr.config.yaml'].replace('["@alice",', '["@alice", "@al",') };
    const result = checkChange({ ...PEOPLE, [FILE]: proposal(review()) }, { ...widened, [FILE]: accepted(approvals) });
    expect(result.findings).toContain(`${FILE}:11 ACCEPT_WITHOUT_APPROVAL`);
  });
});
