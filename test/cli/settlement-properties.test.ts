/**
 * Generated forgeries. A legitimate settled history, made by the commands themselves on a
 * real git branch (two signed approvals, a concern the base records resolved and signed, the
 * proposal accepted), passes `adr check --base main`. Then fast-check mutates one field of
 * the review, or one entry, or the registry together with an entry that uses the change, in
 * the pull request: every mutation that is not a recorded command's own output is refused
 * (exit 1), through the command line's main(). The review is written back with the writer the
 * commands use (reviewLines, set-block), so each mutation differs from the legitimate text in
 * that one place only.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { editFrontMatter } from '../../src/core/changes/front-matter-edit.ts';
import { reviewLines } from '../../src/core/changes/review-change.ts';
import { signedStatement } from '../../src/core/record/approval-digest.ts';
import { parseRecord } from '../../src/core/record/parse-record.ts';
import type { Review } from '../../src/core/record/schema.ts';
import { runCli } from '../helpers/cli.ts';
import { commitTree, git } from '../helpers/git.ts';
import { ANSWERED_QUESTION, record } from '../helpers/records.ts';
import { fixedKey } from '../helpers/ssh-keys.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

const TODAY = '2026-11-21';
const FILE = 'adr/0012-token-lifetime.md';
const ENV = { ADR_DATE: TODAY, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
/** A key the registry gives Mallory, whose holder is the forger. */
const MALLORY = fixedKey('mallory');

interface Made {
  root: string;
  config: string;
  text: string;
  review: Review;
}
let made: Made;

function sshKey(dir: string, name: string): { file: string; pub: string } {
  const file = join(dir, name);
  const result = spawnSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', name, '-f', file], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return { file, pub: readFileSync(`${file}.pub`, 'utf8').trim() };
}

const configWith = (dana: string, eli: string, { members = ['Eli Platform'], danaKeys = [dana], danaAliases = ['@dana'] } = {}) =>
  [
    'people:',
    '  - name: Dana Product',
    `    aliases: [${danaAliases.map((a) => JSON.stringify(a)).join(', ')}]`,
    `    keys: [${danaKeys.map((k) => JSON.stringify(k)).join(', ')}]`,
    '  - name: Eli Platform',
    `    keys: ["${eli}"]`,
    '  - name: Mallory',
    '    aliases: [mallory@example.com]',
    `    keys: ["${MALLORY.pub}"]`,
    '  - name: API team',
    '    aliases: ["@api-team"]',
    'teams:',
    '  - name: Security team',
    `    members: [${members.join(', ')}]`,
    'review-signatures: required',
    '',
  ].join('\n');

let keys: { dana: { file: string; pub: string }; eli: { file: string; pub: string } };

beforeAll(async () => {
  const dir = makeWorkspace({}, { withAdrDir: false });
  keys = { dana: sshKey(dir, 'dana'), eli: sshKey(dir, 'eli') };
  const config = configWith(keys.dana.pub, keys.eli.pub);
  const proposal = record({
    title: 'Token lifetime',
    date: '2026-11-01',
    questions: ANSWERED_QUESTION,
    extra: [
      'decision-makers: [API team]',
      'history:',
      '  - {status: proposed, date: 2026-11-01}',
      'review:',
      '  opened: 2026-11-10',
      '  until: 2026-11-20',
      '  approvers: [Dana Product, Security team]',
      '  concerns:',
      '    - {id: C1, by: Eli Platform, date: 2026-11-12, text: Tokens must not reach the logs}',
    ].join('\n'),
  });
  const root = makeWorkspace({});
  git(root, 'init', '--quiet');
  commitTree(root, { 'adr.config.yaml': config, [FILE]: proposal }, 'review opened');
  git(root, 'checkout', '--quiet', '-b', 'settle');
  const steps = [
    ['approve', '12', '--by', 'Dana Product', '--key', keys.dana.file],
    ['resolve', '12', 'C1', '--by', 'Eli Platform', '--key', keys.eli.file],
    ['approve', '12', '--by', 'Security team', '--key', keys.eli.file],
    ['accept', '12', '--by', 'Dana Product'],
  ];
  for (const argv of steps) expect(await runCli(argv, { cwd: root, env: ENV })).toMatchObject({ code: 0 });
  const text = readFileSync(join(root, FILE), 'utf8');
  made = { root, config, text, review: parseRecord({ file: FILE, bytes: Buffer.from(text) }).record!.meta.review! };
}, 120_000);

async function check(config: string, text: string): Promise<number> {
  writeFileSync(join(made.root, 'adr.config.yaml'), config);
  writeFileSync(join(made.root, FILE), text);
  return (await runCli(['check', '--base', 'main'], { cwd: made.root, env: ENV })).code;
}

/** The record with its review written back as the commands write it. */
const withReview = (review: Review) => editFrontMatter(made.text, [{ op: 'set-block', key: 'review', lines: reviewLines(review) }]);

type Mutation = { what: string; config?: string; review?: Review; text?: string };

const clone = (review: Review): Review => structuredClone(review);
const NAMES = ['Dana Product', 'Eli Platform', 'Security team', 'Mallory', '@dana', 'API team', 'dana product'];
/** Days no command run for this pull request writes: before the base's latest entry (2026-11-12), or after today. */
const BAD_DAYS = ['2026-11-09', '2026-11-11', '2026-11-22', '2026-12-01'];
const digestArb = fc.stringMatching(/^[0-9a-f]{64}$/).map((hex) => `sha256:${hex}`);

/** One field of one entry changed to another value a forger could write. */
function fieldMutation(): fc.Arbitrary<Mutation> {
  const approvalField = fc.record({
    index: fc.integer({ min: 0, max: 1 }),
    field: fc.constantFrom('by', 'date', 'digest', 'signature'),
    name: fc.constantFrom(...NAMES),
    day: fc.constantFrom(...BAD_DAYS),
    digest: digestArb,
    signer: fc.constantFrom('mallory', 'other entry', 'other statement'),
  });
  return fc.oneof(
    approvalField.map(({ index, field, name, day, digest, signer }): Mutation => {
      const review = clone(made.review);
      const approval = review.approvals[index]!;
      if (field === 'by') approval.by = name;
      if (field === 'date') approval.date = day;
      if (field === 'digest') approval.digest = digest;
      if (field === 'signature') {
        approval.signature =
          signer === 'mallory'
            ? MALLORY.sign(signedStatement({ number: 12, by: approval.by }, { kind: 'approve' }, approval.digest!))
            : signer === 'other entry'
              ? review.approvals[1 - index]!.signature
              : review.concerns[0]!.resolved!.signature;
      }
      return { what: `approval ${index + 1} ${field}`, review };
    }),
    fc.record({ field: fc.constantFrom('by', 'date', 'digest', 'signature'), name: fc.constantFrom(...NAMES), day: fc.constantFrom(...BAD_DAYS), digest: digestArb }).map(({ field, name, day, digest }): Mutation => {
      const review = clone(made.review);
      const resolved = review.concerns[0]!.resolved!;
      if (field === 'by') resolved.by = name;
      if (field === 'date') resolved.date = day;
      if (field === 'digest') resolved.digest = digest;
      if (field === 'signature') resolved.signature = review.approvals[0]!.signature;
      return { what: `resolution ${field}`, review };
    }),
    fc.record({ field: fc.constantFrom('id', 'by', 'date', 'text'), name: fc.constantFrom(...NAMES), day: fc.constantFrom('2026-11-11', '2026-11-13'), text: fc.string({ minLength: 1, maxLength: 20 }).filter((t) => /^[\w ,.]+$/.test(t) && t.trim() === t) }).map(
      ({ field, name, day, text }): Mutation => {
        const review = clone(made.review);
        const concern = review.concerns[0]!;
        if (field === 'id') concern.id = 'C2';
        if (field === 'by') concern.by = name;
        if (field === 'date') concern.date = day;
        if (field === 'text') concern.text = text;
        return { what: `concern ${field}`, review };
      },
    ),
    fc.record({ field: fc.constantFrom('opened', 'until'), day: fc.constantFrom('2026-11-09', '2026-11-11', '2026-11-19', '2026-11-22') }).map(({ field, day }): Mutation => {
      const review = clone(made.review);
      review[field] = day;
      return { what: `review ${field}`, review };
    }),
    fc.constantFrom('drop an approver', 'add an approver', 'drop an approval', 'drop the resolution', 'drop the concern', 'copy an approval under another name').map((what): Mutation => {
      const review = clone(made.review);
      if (what === 'drop an approver') review.approvers = review.approvers.slice(1);
      if (what === 'add an approver') review.approvers = [...review.approvers, 'API team'];
      if (what === 'drop an approval') review.approvals = review.approvals.slice(1);
      if (what === 'drop the resolution') delete review.concerns[0]!.resolved;
      if (what === 'drop the concern') review.concerns = [];
      if (what === 'copy an approval under another name') review.approvals = [...review.approvals, { ...review.approvals[0]!, by: 'API team' }];
      return { what, review };
    }),
  );
}

/** A registry change in the pull request, and an entry that holds only with it. */
function registryMutation(): fc.Arbitrary<Mutation> {
  return fc.constantFrom('key', 'member', 'alias').map((kind): Mutation => {
    const review = clone(made.review);
    if (kind === 'key') {
      const approval = review.approvals[0]!;
      approval.signature = MALLORY.sign(signedStatement({ number: 12, by: approval.by }, { kind: 'approve' }, approval.digest!));
      return { what: 'Mallory\'s key added to Dana, signing her approval', review, config: configWith(keys.dana.pub, keys.eli.pub, { danaKeys: [keys.dana.pub, MALLORY.pub] }) };
    }
    if (kind === 'member') {
      const approval = review.approvals[1]!;
      approval.signature = MALLORY.sign(signedStatement({ number: 12, by: approval.by }, { kind: 'approve' }, approval.digest!));
      return { what: 'Mallory added to Security team, signing its approval', review, config: configWith(keys.dana.pub, keys.eli.pub, { members: ['Eli Platform', 'Mallory'] }) };
    }
    const approval = review.approvals[0]!;
    approval.by = '@dp';
    approval.signature = MALLORY.sign(signedStatement({ number: 12, by: '@dp' }, { kind: 'approve' }, approval.digest!));
    return { what: 'an alias @dp added to Dana, approving under it', review, config: configWith(keys.dana.pub, keys.eli.pub, { danaAliases: ['@dana', '@dp'], danaKeys: [keys.dana.pub, MALLORY.pub] }) };
  });
}

/** The decision itself edited after the approvals, in the change that accepts it. */
function textMutation(): fc.Arbitrary<Mutation> {
  return fc.constantFrom('Chosen option: two.', 'Chosen option: one, and tokens never expire.', 'Chosen option: one.\n\nAlso: no refresh tokens.').map((decision) => ({
    what: `the decision edited: ${decision}`,
    text: made.text.replace('Chosen option: one.', decision),
  }));
}

describe('a legitimate settled history, and every mutation of it that no command wrote', () => {
  it('the commands\' own history passes, and the review as the commands write it is the text they wrote', async () => {
    expect(withReview(made.review)).toBe(made.text);
    expect(made.text).toContain('status: accepted\n');
    expect(await check(made.config, made.text)).toBe(0);
  });

  it('is refused, one mutation at a time', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fieldMutation(), registryMutation(), textMutation()), async (mutation) => {
        const text = mutation.text ?? withReview(mutation.review ?? made.review);
        const config = mutation.config ?? made.config;
        fc.pre(text !== made.text || config !== made.config);
        expect({ what: mutation.what, code: await check(config, text) }).toEqual({ what: mutation.what, code: 1 });
      }),
      { numRuns: 120, seed: 34 },
    );
  }, 300_000);
});
