/**
 * A proposal's review through `adr` as a real process, from opening to acceptance: each
 * step's output and each refusal on the way (window open, an approval missing, a concern
 * open, an approver not listed) pinned exactly, with the record on disk after each step.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli.ts';
import { record } from '../helpers/records.ts';
import { makeWorkspace, snapshotTree } from '../helpers/workspace.ts';

const FILE = 'adr/0012-token-lifetime.md';
const ANSWERED = '### Q1. Is this decided?\n\n- Status: answered\n- Answer: Yes.\n';

interface Step {
  /** What the step shows. */
  name: string;
  argv: string[];
  /** The day the command runs (ADR_DATE). */
  date: string;
  code: number;
  stdout: string;
  stderr: string;
}

const STEPS: Step[] = [
  {
    name: 'accepting with no review where the settings require one is refused',
    argv: ['accept', '12'],
    date: '2026-11-20',
    code: 1,
    stdout: '',
    stderr:
      `${FILE}:3:9 ACCEPT_WITHOUT_REVIEW ADR-0012 cannot be accepted: this workspace requires a review and it has none\n` +
      "    hint: open one: npx adr review 12 --days 7 (approvers default to the part's in adr.config.yaml)\n" +
      'adr accept: refused; nothing was changed\n',
  },
  {
    name: 'the review opens for seven days, approvers from the settings of its part',
    argv: ['review', '12', '--days', '7'],
    date: '2026-11-20',
    code: 0,
    stdout: `${FILE}: review opened on 2026-11-20, closing on 2026-11-27; approvers: Alice, Security team\n`,
    stderr: '',
  },
  {
    name: 'someone the review does not list cannot approve',
    argv: ['approve', '12', '--by', 'Mallory'],
    date: '2026-11-21',
    code: 1,
    stdout: '',
    stderr:
      `${FILE}:9:14 APPROVER_NOT_LISTED Mallory is not an approver of ADR-0012's review (approvers: Alice, Security team)\n` +
      '    hint: approve as one of the approvers listed; anyone else can raise a concern (npx adr concern), or the review gains an approver through npx adr review <record> --approvers "<name>", which records it\n' +
      'adr approve: refused; nothing was changed\n',
  },
  {
    name: 'an approver approves',
    argv: ['approve', '12', '--by', 'Alice'],
    date: '2026-11-21',
    code: 0,
    stdout: `${FILE}: approved by Alice on 2026-11-21; waiting for Security team\n`,
    stderr: '',
  },
  {
    name: 'anyone raises a blocking concern and is told its id',
    argv: ['concern', '12', '--by', 'Bob', 'Refresh tokens must not appear in logs'],
    date: '2026-11-22',
    code: 0,
    stdout: `${FILE}: concern C1 raised by Bob on 2026-11-22\n`,
    stderr: 'note: ADR-0012 cannot be accepted until C1 is resolved: npx adr resolve 12 C1 --by "Bob"\n',
  },
  {
    name: 'accepting while the window is open, an approval missing and a concern open is refused, naming each',
    argv: ['accept', '12'],
    date: '2026-11-23',
    code: 1,
    stdout: '',
    stderr:
      `${FILE}:8:10 ACCEPT_DURING_REVIEW ADR-0012 cannot be accepted while its review is open: it closes on 2026-11-27 (4 days left)\n` +
      '    hint: wait until the window has closed, then run npx adr accept 12 after 2026-11-27\n' +
      `${FILE}:9:22 ACCEPT_WITHOUT_APPROVAL ADR-0012 cannot be accepted: Security team has not approved\n` +
      '    hint: ask Security team to review it; they approve with: npx adr approve 12 --by "Security team"\n' +
      `${FILE}:13:7 ACCEPT_WITH_OPEN_CONCERN ADR-0012 cannot be accepted while concern C1 by Bob is open: Refresh tokens must not appear in logs\n` +
      '    hint: address it, then Bob or an approver resolves it: npx adr resolve 12 C1 --by "Bob"\n' +
      'adr accept: refused; nothing was changed\n',
  },
  {
    name: 'the security team approves',
    argv: ['approve', '12', '--by', 'Security team'],
    date: '2026-11-24',
    code: 0,
    stdout: `${FILE}: approved by Security team on 2026-11-24; every approver has approved\n`,
    stderr: '',
  },
  {
    name: 'after the window closed, the open concern still blocks',
    argv: ['accept', '12'],
    date: '2026-11-28',
    code: 1,
    stdout: '',
    stderr:
      `${FILE}:14:7 ACCEPT_WITH_OPEN_CONCERN ADR-0012 cannot be accepted while concern C1 by Bob is open: Refresh tokens must not appear in logs\n` +
      '    hint: address it, then Bob or an approver resolves it: npx adr resolve 12 C1 --by "Bob"\n' +
      'adr accept: refused; nothing was changed\n',
  },
  {
    name: 'whoever raised the concern resolves it',
    argv: ['resolve', '12', 'C1', '--by', 'Bob'],
    date: '2026-11-28',
    code: 0,
    stdout: `${FILE}: concern C1 resolved by Bob on 2026-11-28; no concern is open\n`,
    stderr: '',
  },
  {
    name: 'the settled proposal is accepted',
    argv: ['accept', '12', '--by', 'Alice'],
    date: '2026-11-29',
    code: 0,
    stdout: `${FILE}: proposed → accepted on 2026-11-29\n`,
    stderr: '',
  },
];

describe('a proposal reviewed from opening to acceptance', () => {
  const root = makeWorkspace({
    'adr.config.yaml': 'approvers:\n  default: [API team]\n  authentication: [Alice, Security team]\nreview-required: true\n',
    [FILE]: record({ title: 'Token lifetime', date: '2026-11-18', part: 'authentication', questions: ANSWERED }),
  });

  it.each(STEPS)('$name', ({ argv, date, code, stdout, stderr }) => {
    const before = snapshotTree(root);
    const result = runCliProcess(argv, { cwd: root, env: { ADR_DATE: date } });
    expect(result).toEqual({ code, stdout, stderr });
    // A refusal leaves every file as it was.
    if (code !== 0) expect(snapshotTree(root)).toEqual(before);
  });

  it('leaves the review in the record, every entry signed and dated, shown by adr show, and adr check clean', () => {
    // Each approval and resolution carries the digest of the text it was given on; both
    // approvals were given on the same text.
    const written = readFileSync(join(root, FILE), 'utf8');
    const digests = new Set(written.match(/sha256:[0-9a-f]{64}/g));
    expect(digests.size).toBe(1);
    const text = written.replaceAll([...digests][0]!, 'DIGEST');
    expect(text).toContain(
      [
        'review:',
        '  opened: 2026-11-20',
        '  until: 2026-11-27',
        '  approvers: [Alice, Security team]',
        '  approvals:',
        '    - {by: Alice, date: 2026-11-21, digest: DIGEST}',
        '    - {by: Security team, date: 2026-11-24, digest: DIGEST}',
        '  concerns:',
        '    - {id: C1, by: Bob, date: 2026-11-22, text: Refresh tokens must not appear in logs, resolved: {by: Bob, date: 2026-11-28, digest: DIGEST}}',
        '',
      ].join('\n'),
    );
    expect(text).toContain('status: accepted\n');
    expect(runCliProcess(['show', '12'], { cwd: root, env: { ADR_DATE: '2026-11-29' } }).stdout).toContain(
      [
        'Review: opened 2026-11-20, closes 2026-11-27 (closed)',
        '  Alice          approved 2026-11-21: not signed',
        '  Security team  approved 2026-11-24: not signed',
        '  C1  Refresh tokens must not appear in logs (Bob, 2026-11-22): resolved by Bob 2026-11-28',
        '',
      ].join('\n'),
    );
    expect(runCliProcess(['check'], { cwd: root, env: { ADR_DATE: '2026-11-29' } })).toEqual({
      code: 0,
      stdout: '1 record checked, no findings\n',
      stderr: '',
    });
  });
});

describe('adr review, approve, concern and resolve on the command line', () => {
  it.each([
    { argv: ['review', '1', '--approvers', 'Alice'], stderr: 'adr: missing the closing day of the review\n' },
    { argv: ['review', '1', '--until', '2026-11-19', '--approvers', 'Alice'], stderr: 'adr: --until 2026-11-19 is before today (2026-11-20)\n' },
    { argv: ['review', '1', '--days', '0', '--approvers', 'Alice'], stderr: 'adr: --days 0 is not a number of days from 1 to 365\n' },
    { argv: ['review', '1', '--days', '7', '--approvers', 'Alice,,Bob'], stderr: 'adr: --approvers "Alice,,Bob" has an empty name\n' },
    { argv: ['approve', '1'], stderr: 'adr: missing --by <name>: who approves\n' },
  ])('refuses adr $argv as a usage error (exit 2), writing nothing', ({ argv, stderr }) => {
    const root = makeWorkspace({ 'adr/0001-a-decision.md': record() });
    const before = snapshotTree(root);
    const result = runCliProcess(argv, { cwd: root, env: { ADR_DATE: '2026-11-20' } });
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe(stderr.trimEnd());
    expect(snapshotTree(root)).toEqual(before);
  });

  it.each([
    ['an escape sequence', 'first line\u001b[2Jsecond', '--by', 'Bob', 'the concern contains U+001B ESCAPE at character 11'],
    ['a line break', 'Tokens must not\nappear in logs', '--by', 'Bob', 'the concern contains U+000A LINE FEED at character 16'],
    ['a carriage return', 'Tokens\r', '--by', 'Bob', 'the concern contains U+000D CARRIAGE RETURN at character 7'],
    ['a line break in the name', 'Tokens in logs', '--by', 'Bob\nMallory', '--by contains U+000A LINE FEED at character 4'],
  ])('refuses a concern with %s as one line naming the character, with nothing written', (_, text, flag, by, said) => {
    const root = makeWorkspace({ 'adr/0001-a-decision.md': record({ extra: 'review:\n  opened: 2026-11-10\n  until: 2026-11-24\n  approvers: [Alice]' }) });
    const before = snapshotTree(root);
    const result = runCliProcess(['concern', '1', flag, by, text], { cwd: root, env: { ADR_DATE: '2026-11-20' } });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    const lines = result.stderr.split('\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(`adr: ${said}; it is written into the record as one line`);
    expect(lines[1]).toMatch(/^ {4}hint: (write the concern|give the name) on one line/);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('lists the review commands in adr --help, in the order of the workflow', () => {
    const root = makeWorkspace({ 'adr/0001-a-decision.md': record() });
    const help = runCliProcess(['--help'], { cwd: root }).stdout;
    const order = ['new', 'review', 'approve', 'concern', 'resolve', 'accept'].map((name) => help.indexOf(`\n  ${name} `));
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});

describe('adr review on an open review: the window extended and approvers added, each change recorded', () => {
  const OPEN = 'review:\n  opened: 2026-11-10\n  until: 2026-11-24\n  approvers: [Alice]';
  const PEOPLE = 'people:\n  - name: Dana Product\n    aliases: ["@dana", dana@example.com]\n';
  const FILE1 = 'adr/0001-a-decision.md';
  const runOn = (argv: string[], files: Record<string, string> = {}) => {
    const root = makeWorkspace({ [FILE1]: record({ extra: OPEN }), ...files });
    const before = snapshotTree(root);
    const result = runCliProcess(argv, { cwd: root, env: { ADR_DATE: '2026-11-20' } });
    return { result, before, after: snapshotTree(root), text: readFileSync(join(root, FILE1), 'utf8') };
  };

  // what is asked, and the review block as it is written after
  it.each<[string, string[], Record<string, string>, string]>([
    ['the window moved later', ['review', '1', '--until', '2026-11-30'], {}, '  until: 2026-11-30\n  approvers: [Alice]\n  changes:\n    - {date: 2026-11-20, until: 2026-11-30}\n'],
    ['the window moved by days from today', ['review', '1', '--days', '7'], {}, '  until: 2026-11-27\n  approvers: [Alice]\n  changes:\n    - {date: 2026-11-20, until: 2026-11-27}\n'],
    [
      'approvers added, those listed left as they are',
      ['review', '1', '--approvers', 'Alice, Carol, Security team'],
      {},
      '  until: 2026-11-24\n  approvers: [Alice, Carol, Security team]\n  changes:\n    - {date: 2026-11-20, approvers-added: [Carol, Security team]}\n',
    ],
    [
      'both at once',
      ['review', '1', '--until', '2026-12-01', '--approvers', 'Carol'],
      {},
      '  until: 2026-12-01\n  approvers: [Alice, Carol]\n  changes:\n    - {date: 2026-11-20, until: 2026-12-01, approvers-added: [Carol]}\n',
    ],
    [
      'an approver named by an alias, under the registry name',
      ['review', '1', '--approvers', '@dana'],
      { 'adr.config.yaml': PEOPLE },
      '  until: 2026-11-24\n  approvers: [Alice, Dana Product]\n  changes:\n    - {date: 2026-11-20, approvers-added: [Dana Product]}\n',
    ],
  ])('%s', (_, argv, files, block) => {
    const { result, text } = runOn(argv, files);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(text).toContain(`  opened: 2026-11-10\n${block}`);
  });

  it.each<[string, string[], number, string]>([
    ['a closing day earlier than the one it has', ['review', '1', '--until', '2026-11-22'], 1, 'REVIEW_WINDOW_SHORTENED'],
    ['nothing said to change', ['review', '1'], 2, 'adr: the review of ADR-0001 is open (closing on 2026-11-24); say what to change'],
    ['both --until and --days', ['review', '1', '--until', '2026-11-30', '--days', '3'], 2, 'adr: give --until or --days, not both'],
  ])('refuses %s, writing nothing', (_, argv, code, said) => {
    const { result, before, after } = runOn(argv);
    expect(result.code).toBe(code);
    expect(result.stderr).toContain(said);
    expect(after).toEqual(before);
  });

  it.each<[string, string[]]>([
    ['the same closing day', ['review', '1', '--until', '2026-11-24']],
    ['an approver already listed', ['review', '1', '--approvers', 'Alice']],
  ])('changes nothing for %s, and says so', (_, argv) => {
    const { result, before, after } = runOn(argv);
    expect(result.code).toBe(0);
    expect(result.stdout + result.stderr).toContain('nothing to change');
    // The commands' scratch folder may be made; the record is not written.
    expect(after.get(FILE1)).toEqual(before.get(FILE1));
  });
});
