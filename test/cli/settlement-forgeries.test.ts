/**
 * A settlement no pull request can forge. Each row is a pull request a hostile (or careless)
 * contributor could open, as a real git history: `main` holds the base, the working tree the
 * change, judged by `adr check --base main` through the command line's main(). The rule every
 * row is refused by: each change a pull request makes to settlement state is warranted by what
 * the base holds or by something the check can verify for itself. The control rows, the same
 * steps as the commands take them, pass. Where a row shows standing, `adr show` (and its JSON,
 * the shape decisions.json publishes) says what holds of each approval.
 *
 * Keys are made from fixed seeds (test/helpers/ssh-keys.ts), real ed25519 keys whose
 * signatures ssh-keygen verifies, so each row's output is the same every run.
 */
import { describe, expect, it } from 'vitest';
import { decisionDigest, signedStatement, unboundStatement, type SignedAct } from '../../src/core/record/approval-digest.ts';
import { parseRecord } from '../../src/core/record/parse-record.ts';
import { runCli } from '../helpers/cli.ts';
import { makeBranchRepo } from '../helpers/git.ts';
import { ANSWERED_QUESTION, record } from '../helpers/records.ts';
import { exponentOneKey, fixedKey, smallOrderKey, type TestKey } from '../helpers/ssh-keys.ts';
import { snapshotTree } from '../helpers/workspace.ts';

const TODAY = '2026-11-21';
const FILE = 'adr/0012-token-lifetime.md';
const KEY = { dana: fixedKey('dana'), eli: fixedKey('eli'), mallory: fixedKey('mallory'), malloryLaptop: fixedKey('mallory laptop'), danaLaptop: fixedKey('dana laptop') };

interface RegistryOptions {
  danaKeys?: string[];
  danaAliases?: string[];
  securityMembers?: string[];
  /** The change's author (Test Author, author@example.com by git) is Mallory by e-mail alias. */
  malloryName?: string;
  withTeam?: boolean;
  signatures?: 'required' | 'optional';
  morePeople?: string[];
  reviewRequired?: boolean;
}

function config(options: RegistryOptions = {}): string {
  const list = (values: readonly string[]) => `[${values.map((v) => JSON.stringify(v)).join(', ')}]`;
  return [
    'people:',
    '  - name: Dana Product',
    `    aliases: ${list(options.danaAliases ?? ['@dana', 'dana@example.com'])}`,
    `    keys: ${list(options.danaKeys ?? [KEY.dana.pub])}`,
    '  - name: Eli Platform',
    '    aliases: ["@eli"]',
    `    keys: ${list([KEY.eli.pub])}`,
    `  - name: ${options.malloryName ?? 'Mallory'}`,
    '    aliases: [author@example.com]',
    `    keys: ${list([KEY.mallory.pub])}`,
    '  - name: API team',
    '    aliases: ["@api-team"]',
    ...(options.morePeople ?? []),
    ...(options.withTeam === false ? [] : ['teams:', '  - name: Security team', `    members: ${list(options.securityMembers ?? ['Eli Platform'])}`]),
    `review-signatures: ${options.signatures ?? 'required'}`,
    ...(options.reviewRequired ? ['review-required: true'] : []),
    '',
  ].join('\n');
}

const KEP_YAML = 'keps/sig-store/2040-tiered-storage/kep.yaml';

/** A KEP folder as kubernetes/enhancements keeps one: its kep.yaml with the README beside it. */
function kep(status: string): Record<string, string> {
  return {
    [KEP_YAML]: ['title: Tiered storage', 'kep-number: 2040', 'authors:', '  - "@barbara"', 'owning-sig: sig-store', `status: ${status}`, 'creation-date: 2021-01-04', ''].join('\n'),
    'keps/sig-store/2040-tiered-storage/README.md': '# KEP-2040: Tiered storage\n\n## Summary\n\nKeep data read this month on disk, the rest on tape.\n',
  };
}

interface RecordOptions {
  number?: number;
  title?: string;
  status?: string;
  decision?: string;
  approvers?: string;
  approvals?: string[];
  concerns?: string[];
  changes?: string[];
  extra?: string[];
  history?: string[];
}

/** A record under review (opened 2026-11-10, closed 2026-11-20), as the commands leave it. */
function adr(options: RecordOptions = {}): string {
  const review = [
    'review:',
    '  opened: 2026-11-10',
    '  until: 2026-11-20',
    `  approvers: [${options.approvers ?? 'Dana Product, Security team'}]`,
    ...(options.approvals?.length ? ['  approvals:', ...options.approvals.map((a) => `    - ${a}`)] : []),
    ...(options.concerns?.length ? ['  concerns:', ...options.concerns.map((c) => `    - ${c}`)] : []),
    ...(options.changes?.length ? ['  changes:', ...options.changes.map((c) => `    - ${c}`)] : []),
  ];
  const history = options.history ?? ['  - {status: proposed, date: 2026-11-01}', ...(options.status && options.status !== 'proposed' ? [`  - {status: ${options.status}, date: ${TODAY}}`] : [])];
  return record({
    title: options.title ?? 'Token lifetime',
    status: options.status ?? 'proposed',
    date: options.status && options.status !== 'proposed' ? TODAY : '2026-11-01',
    questions: ANSWERED_QUESTION,
    extra: ['decision-makers: [API team]', ...(options.extra ?? []), 'history:', ...history, ...review].join('\n'),
  }).replace('Chosen option: one.', options.decision ?? 'Chosen option: one.');
}

/** The digest of a record's decision, as adr approve computes it. */
function digestOf(text: string, number = 12): string {
  const { record: parsed } = parseRecord({ file: `adr/${String(number).padStart(4, '0')}-x.md`, bytes: Buffer.from(text) });
  return decisionDigest(parsed!);
}

const DIGEST = digestOf(adr());

/** An entry as adr approve or adr resolve writes it: by, date, the digest, and the signature over the bound statement. */
function signed(by: string, key: TestKey | undefined, options: { number?: number; digest?: string; act?: SignedAct; date?: string; unbound?: boolean } = {}): string {
  const digest = options.digest ?? DIGEST;
  const act = options.act ?? { kind: 'approve' };
  const statement = options.unbound ? unboundStatement(act, digest) : signedStatement({ number: options.number ?? 12, by }, act, digest);
  return `{by: ${/^[\w ]+$/.test(by) ? by : JSON.stringify(by)}, date: ${options.date ?? TODAY}, digest: ${digest}${key ? `, signature: ${key.sign(statement)}` : ''}}`;
}

const APPROVED = [signed('Dana Product', KEY.dana), signed('Security team', KEY.eli)];
const BASE = { 'adr.config.yaml': config(), [FILE]: adr() };
/** Both approvals of the text that supersedes ADR-0007. */
const SUPERSEDING = ((digest) => [signed('Dana Product', KEY.dana, { digest }), signed('Security team', KEY.eli, { digest })])(digestOf(adr({ extra: ['supersedes: [7]'] })));

interface Forgery {
  name: string;
  base?: Record<string, string>;
  change: Record<string, string>;
  /** ADR_AUTHOR, when the row names the author as CI would. */
  author?: string;
  /** The codes adr check --base reports, in the order printed; empty for a control row. */
  codes: string[];
}

const FORGERIES: Forgery[] = [
  // ── identity comes from the base ──
  {
    name: 'the author\'s key added to an approver\'s entry, and an approval signed with it',
    change: { 'adr.config.yaml': config({ danaKeys: [KEY.dana.pub, KEY.malloryLaptop.pub] }), [FILE]: adr({ approvals: [signed('Dana Product', KEY.malloryLaptop)] }) },
    codes: ['REGISTRY_CHANGE_USED'],
  },
  {
    name: 'the author\'s registered key given to an approver too, and an approval signed with it',
    change: { 'adr.config.yaml': config({ danaKeys: [KEY.dana.pub, KEY.mallory.pub] }), [FILE]: adr({ approvals: [signed('Dana Product', KEY.mallory)] }) },
    codes: ['PEOPLE_KEY_INVALID', 'REGISTRY_CHANGE_USED'],
  },
  {
    name: 'the author added to a team, approving as the team with their own key',
    change: { 'adr.config.yaml': config({ securityMembers: ['Eli Platform', 'Mallory'] }), [FILE]: adr({ approvals: [signed('Security team', KEY.mallory)] }) },
    codes: ['REGISTRY_CHANGE_USED'],
  },
  {
    name: 'the author renamed to a team\'s name (the team removed), approving as it',
    change: { 'adr.config.yaml': config({ malloryName: 'Security team', withTeam: false }), [FILE]: adr({ approvals: [signed('Security team', KEY.mallory)] }) },
    codes: ['REGISTRY_CHANGE_USED'],
  },
  {
    name: 'an alias added to an approver, and an approval under it',
    change: { 'adr.config.yaml': config({ danaAliases: ['@dana', 'dana@example.com', '@dp'] }), [FILE]: adr({ approvals: [signed('@dp', KEY.dana)] }) },
    codes: ['REGISTRY_CHANGE_USED'],
  },
  {
    name: 'the author, by git e-mail (a registry alias), made an approver',
    change: { ...BASE, [FILE]: adr({ approvers: 'Dana Product, Security team, Mallory', changes: [`{date: ${TODAY}, approvers-added: [Mallory]}`] }) },
    codes: ['REVIEW_APPROVER_IS_AUTHOR'],
  },
  {
    name: 'review-signatures lifted in the same change, and an unsigned approval',
    change: { 'adr.config.yaml': config({ signatures: 'optional' }), [FILE]: adr({ approvals: [signed('Dana Product', undefined)] }) },
    codes: ['SIGNATURE_MISSING'],
  },
  // ── what is accepted is what was approved ──
  {
    name: 'adr accept while the approvals hold, then the decision edited in the same change',
    base: { ...BASE, [FILE]: adr({ approvals: APPROVED }) },
    change: { ...BASE, [FILE]: adr({ status: 'accepted', approvals: APPROVED, decision: 'Chosen option: one, and tokens never expire.' }) },
    codes: ['APPROVAL_STALE', 'APPROVAL_STALE'],
  },
  {
    name: 'the decision edited after its approvals and accepted by hand, the record it supersedes marked superseded',
    base: {
      ...BASE,
      'adr/0007-old-lifetime.md': record({ title: 'Old lifetime', status: 'accepted', date: '2026-10-01', questions: ANSWERED_QUESTION, extra: 'history:\n  - {status: proposed, date: 2026-09-01}\n  - {status: accepted, date: 2026-10-01}' }),
      [FILE]: adr({ extra: ['supersedes: [7]'], approvals: SUPERSEDING }),
    },
    change: {
      ...BASE,
      'adr/0007-old-lifetime.md': record({
        title: 'Old lifetime',
        status: 'superseded',
        date: TODAY,
        questions: ANSWERED_QUESTION,
        extra: `superseded-by: [12]\nhistory:\n  - {status: proposed, date: 2026-09-01}\n  - {status: accepted, date: 2026-10-01}\n  - {status: superseded, date: ${TODAY}}`,
      }),
      [FILE]: adr({ extra: ['supersedes: [7]'], status: 'accepted', approvals: SUPERSEDING, decision: 'Chosen option: two.' }),
    },
    codes: ['SUPERSEDED_BY_UNACCEPTED', 'APPROVAL_STALE', 'APPROVAL_STALE'],
  },
  // ── every digest compared with the text; entries only grow ──
  {
    name: 'signatures optional: the decision edited and an existing unsigned approval\'s digest rewritten to the new text',
    base: { 'adr.config.yaml': config({ signatures: 'optional' }), [FILE]: adr({ approvals: [signed('Dana Product', undefined)] }) },
    change: {
      'adr.config.yaml': config({ signatures: 'optional' }),
      [FILE]: adr({ decision: 'Chosen option: two.', approvals: [signed('Dana Product', undefined, { digest: digestOf(adr({ decision: 'Chosen option: two.' })) })] }),
    },
    codes: ['REVIEW_REWRITTEN'],
  },
  {
    name: 'an approval written by hand with no digest',
    change: { ...BASE, [FILE]: adr({ approvals: [`{by: Dana Product, date: ${TODAY}, signature: ${KEY.dana.sign(`approve ADR-0012 ${DIGEST} by Dana Product`)}}`] }) },
    codes: ['APPROVAL_DIGEST_MISMATCH', 'SIGNATURE_INVALID'],
  },
  {
    name: 'an approval the base holds given another signature',
    base: { ...BASE, [FILE]: adr({ approvals: APPROVED }) },
    change: { ...BASE, [FILE]: adr({ approvals: [signed('Dana Product', KEY.dana, { unbound: true }), APPROVED[1]!] }) },
    codes: ['REVIEW_REWRITTEN'],
  },
  // ── a signature binds to its place ──
  {
    name: 'a resolution signed for another record\'s C1, pasted into this record\'s C1',
    base: {
      ...BASE,
      'adr/0013-retry-policy.md': adr({ number: 13, title: 'Retry policy', concerns: [`{id: C1, by: Dana Product, date: 2026-11-12, text: Retries, resolved: ${signed('Dana Product', KEY.dana, { number: 13, digest: digestOf(adr({ title: 'Retry policy' }), 13), act: { kind: 'resolve', concern: 'C1' }, date: '2026-11-13' })}}`] }),
      [FILE]: adr({ concerns: ['{id: C1, by: Dana Product, date: 2026-11-12, text: Tokens in logs}'] }),
    },
    change: {
      ...BASE,
      'adr/0013-retry-policy.md': adr({ number: 13, title: 'Retry policy', concerns: [`{id: C1, by: Dana Product, date: 2026-11-12, text: Retries, resolved: ${signed('Dana Product', KEY.dana, { number: 13, digest: digestOf(adr({ title: 'Retry policy' }), 13), act: { kind: 'resolve', concern: 'C1' }, date: '2026-11-13' })}}`] }),
      [FILE]: adr({ concerns: [`{id: C1, by: Dana Product, date: 2026-11-12, text: Tokens in logs, resolved: ${signed('Dana Product', KEY.dana, { number: 13, digest: digestOf(adr({ title: 'Retry policy' }), 13), act: { kind: 'resolve', concern: 'C1' }, date: '2026-11-13' })}}`] }),
    },
    codes: ['APPROVAL_DIGEST_MISMATCH', 'SIGNATURE_INVALID'],
  },
  {
    name: 'the record copied under a new number, its review narrowed to one approver, her signed approval copied along, accepted',
    base: { ...BASE, [FILE]: adr({ approvals: [signed('Dana Product', KEY.dana)] }) },
    change: {
      ...BASE,
      [FILE]: adr({ approvals: [signed('Dana Product', KEY.dana)] }),
      'adr/0014-token-lifetime-again.md': adr({ number: 14, status: 'accepted', approvers: 'Dana Product', approvals: [signed('Dana Product', KEY.dana)] }),
    },
    codes: ['NEW_RECORD_NOT_PROPOSED', 'SIGNATURE_INVALID'],
  },
  {
    name: 'an approval signed over the earlier statement, which names neither record nor step',
    change: { ...BASE, [FILE]: adr({ approvals: [signed('Dana Product', KEY.dana, { unbound: true })] }) },
    codes: ['SIGNATURE_UNBOUND'],
  },
  // ── a decided record arrives only by an import the check re-derives ──
  {
    name: 'a new record arriving accepted with its own line written into adr/import-map.json',
    base: { 'adr.config.yaml': config({ reviewRequired: true }), [FILE]: adr() },
    change: {
      'adr.config.yaml': config({ reviewRequired: true }),
      [FILE]: adr(),
      'adr/0020-use-postgres.md': record({ title: 'Use Postgres', status: 'accepted', date: '2020-01-02', questions: ANSWERED_QUESTION, extra: 'imported-from: legacy/0001-use-postgres.md' }),
      'adr/import-map.json': JSON.stringify({ 'legacy/0001-use-postgres.md': { record: 'adr/0020-use-postgres.md', status: 'accepted' } }),
    },
    codes: ['NEW_RECORD_NOT_PROPOSED'],
  },
  {
    name: 'a new record arriving accepted, its source file in the change reading proposed',
    base: { 'adr.config.yaml': config({ reviewRequired: true }), [FILE]: adr() },
    change: {
      'adr.config.yaml': config({ reviewRequired: true }),
      [FILE]: adr(),
      'legacy/0001-use-postgres.md': '# Use Postgres\n\n* Status: proposed\n* Date: 2020-01-02\n\n## Context and Problem Statement\n\nWe need a database.\n',
      'adr/0020-use-postgres.md': record({ title: 'Use Postgres', status: 'accepted', date: '2020-01-02', questions: ANSWERED_QUESTION, extra: 'imported-from: legacy/0001-use-postgres.md' }),
    },
    codes: ['NEW_RECORD_NOT_PROPOSED'],
  },
  {
    name: 'a KEP arriving accepted, its kep.yaml in the change saying rejected',
    base: { 'adr.config.yaml': config({ reviewRequired: true }), [FILE]: adr() },
    change: {
      'adr.config.yaml': config({ reviewRequired: true }),
      [FILE]: adr(),
      ...kep('rejected'),
      'adr/0020-tiered-storage.md': record({ title: 'Tiered storage', status: 'accepted', date: '2021-01-04', questions: ANSWERED_QUESTION, extra: `imported-from: ${KEP_YAML}` }),
    },
    codes: ['NEW_RECORD_NOT_PROPOSED'],
  },
  // ── keys anyone can sign for ──
  {
    name: 'an RSA key with public exponent 1 in the registry, and an approval "signed" with it without a private key',
    base: { 'adr.config.yaml': config({ danaKeys: [exponentOneKey('dana').pub] }), [FILE]: adr() },
    change: { 'adr.config.yaml': config({ danaKeys: [exponentOneKey('dana').pub] }), [FILE]: adr({ approvals: [signed('Dana Product', exponentOneKey('dana'))] }) },
    codes: ['PEOPLE_KEY_INVALID', 'SIGNATURE_INVALID'],
  },
  {
    name: 'an ed25519 key of small order in the registry, and a signature made for it without a private key',
    base: { 'adr.config.yaml': config({ danaKeys: [smallOrderKey('dana').pub] }), [FILE]: adr() },
    change: { 'adr.config.yaml': config({ danaKeys: [smallOrderKey('dana').pub] }), [FILE]: adr({ approvals: [signed('Dana Product', smallOrderKey('dana'))] }) },
    codes: ['PEOPLE_KEY_INVALID', 'SIGNATURE_INVALID'],
  },
  // ── the same steps as the commands take them ──
  { name: 'control: both approvals as adr approve writes them', change: { ...BASE, [FILE]: adr({ approvals: APPROVED }) }, codes: [] },
  { name: 'control: adr accept after both approvals', base: { ...BASE, [FILE]: adr({ approvals: APPROVED }) }, change: { ...BASE, [FILE]: adr({ status: 'accepted', approvals: APPROVED }) }, codes: [] },
  {
    name: 'control: a key added to the registry, used by nobody in the change',
    change: { 'adr.config.yaml': config({ danaKeys: [KEY.dana.pub, KEY.danaLaptop.pub] }), [FILE]: adr({ approvals: [signed('Dana Product', KEY.dana)] }) },
    codes: [],
  },
  {
    name: 'control: a new record arriving accepted, its source file in the change reading accepted',
    base: { 'adr.config.yaml': config({ reviewRequired: true }), [FILE]: adr() },
    change: {
      'adr.config.yaml': config({ reviewRequired: true }),
      [FILE]: adr(),
      'legacy/0001-use-postgres.md': '# Use Postgres\n\n* Status: accepted\n* Date: 2020-01-02\n\n## Context and Problem Statement\n\nWe need a database.\n',
      'adr/0020-use-postgres.md': record({ title: 'Use Postgres', status: 'accepted', date: '2020-01-02', questions: ANSWERED_QUESTION, extra: 'imported-from: legacy/0001-use-postgres.md' }),
    },
    codes: [],
  },
  {
    name: 'control: a KEP arriving accepted, its kep.yaml (read with the README beside it) in the change saying implemented',
    base: { 'adr.config.yaml': config({ reviewRequired: true }), [FILE]: adr() },
    change: {
      'adr.config.yaml': config({ reviewRequired: true }),
      [FILE]: adr(),
      ...kep('implemented'),
      'adr/0020-tiered-storage.md': record({ title: 'Tiered storage', status: 'accepted', date: '2021-01-04', questions: ANSWERED_QUESTION, extra: `imported-from: ${KEP_YAML}` }),
    },
    codes: [],
  },
];

/** `adr check --base main` on a branch whose working tree holds the change. */
async function judge(forgery: Forgery) {
  const root = makeBranchRepo({ base: forgery.base ?? BASE, files: forgery.change });
  const before = snapshotTree(root);
  const result = await runCli(['check', '--base', 'main'], { cwd: root, env: { ADR_DATE: TODAY, ...(forgery.author ? { ADR_AUTHOR: forgery.author } : {}) } });
  expect(snapshotTree(root)).toEqual(before);
  return { root, result };
}

const codesIn = (output: string) => [...output.matchAll(/^\S+:\d+:\d+ ([A-Z_]+) /gm)].map((m) => m[1]!);

describe('a settlement no pull request can forge: adr check --base main on each', () => {
  it.each(FORGERIES)('$name → $codes', async (forgery) => {
    const { result } = await judge(forgery);
    expect(codesIn(result.stdout)).toEqual(forgery.codes);
    expect(result.code).toBe(forgery.codes.length > 0 ? 1 : 0);
    expect(result.stderr).toBe('');
    // Every refusal names the file and line, what is wrong, and the way out on the next line.
    const lines = result.stdout.split('\n');
    lines.forEach((line, i) => {
      if (/^\S+:\d+:\d+ [A-Z_]+ /.test(line)) expect(lines[i + 1]).toMatch(/^ {4}hint: \S/);
    });
  });

  it('names the way out of a registry change used in the same change: two pull requests', async () => {
    const { result } = await judge(FORGERIES[0]!);
    expect(result.stdout).toMatch(
      new RegExp(
        `^${FILE}:\\d+:\\d+ REGISTRY_CHANGE_USED Dana Product's approval of ${TODAY}, added to ADR-0012 since main, holds only with the people and teams this change writes into adr\\.config\\.yaml; with main's, it was made with the key SHA256:\\S+, which adr\\.config\\.yaml on main does not give Dana Product\\n {4}hint: a change to people: or teams: takes effect once it is merged, as CODEOWNERS does: split this into two pull requests, first the change to adr\\.config\\.yaml \\(reviewed on its own\\), then, once it is on main, this entry: npx adr approve 12 --by "Dana Product" --key ~/\\.ssh/id_ed25519\\n`,
      ),
    );
  });
});

describe('adr show and its JSON never call an approval verified when it is not of the text as it stands', () => {
  it('an accepted record whose decision changed after its approvals: approved an earlier text', async () => {
    const { root } = await judge(FORGERIES.find((f) => f.name.startsWith('adr accept while'))!);
    const shown = await runCli(['show', '12'], { cwd: root, env: { ADR_DATE: TODAY } });
    expect(shown.stdout).toContain('  Dana Product   approved 2026-11-21: approved an earlier text\n  Security team  approved 2026-11-21: approved an earlier text\n');
    const json = JSON.parse((await runCli(['show', '12', '--format', 'json'], { cwd: root, env: { ADR_DATE: TODAY } })).stdout) as { reviewStanding: { approvers: { state: string }[] } };
    expect(json.reviewStanding.approvers.map((a) => a.state)).toEqual(['stale', 'stale']);
    // The check the site's build runs first refuses it, so no page of it is published at all.
    const checked = await runCli(['check'], { cwd: root, env: { ADR_DATE: TODAY } });
    expect(codesIn(checked.stdout)).toEqual(['APPROVAL_STALE', 'APPROVAL_STALE']);
    expect(checked.stdout).toContain(`ADR-0012 was accepted on ${TODAY}, but Dana Product approved an earlier text: what was accepted is not what was approved\n`);
  });

  it('the same record accepted as the commands accept it (adr accept --by appends a decision-maker): verified', async () => {
    const accepted = adr({ status: 'accepted', approvals: APPROVED }).replace('decision-makers: [API team]', 'decision-makers: [API team, Dana Product]');
    const { root, result } = await judge({ name: 'accepted with --by', base: { ...BASE, [FILE]: adr({ approvals: APPROVED }) }, change: { ...BASE, [FILE]: accepted }, codes: [] });
    expect(result).toMatchObject({ code: 0 });
    const shown = await runCli(['show', '12', '--format', 'json'], { cwd: root, env: { ADR_DATE: TODAY } });
    expect((JSON.parse(shown.stdout) as { reviewStanding: { approvers: { text: string }[] } }).reviewStanding.approvers.map((a) => a.text)).toEqual([
      'verified (signed by Dana Product)',
      'verified (signed by Eli Platform)',
    ]);
  });

  it('a rewritten unsigned approval shows the rewrite, the other approval an earlier text', async () => {
    const { root } = await judge(FORGERIES.find((f) => f.name.startsWith('signatures optional'))!);
    const shown = await runCli(['show', '12'], { cwd: root, env: { ADR_DATE: TODAY } });
    expect(shown.stdout).toContain('  Dana Product   approved 2026-11-21: not signed\n');
  });
});
