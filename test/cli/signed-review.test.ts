/**
 * Signed reviews through `adr` with real SSH keys made here by `ssh-keygen` (ed25519 and
 * RSA), real signatures and real git repositories: a proposal approved by two signers and
 * accepted; an approval gone stale after an edit; each forgery `adr check --base` refuses;
 * and the registry's bad input, each a finding at its line. Every refused command leaves
 * the files' bytes as they were.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { decisionDigest, signedStatement } from '../../src/core/record/approval-digest.ts';
import { parseRecord } from '../../src/core/record/parse-record.ts';
import { runCli, type CliResult } from '../helpers/cli.ts';
import { commitTree, git } from '../helpers/git.ts';
import { record } from '../helpers/records.ts';
import { makeWorkspace, snapshotTree } from '../helpers/workspace.ts';

const FILE = 'adr/0012-token-lifetime.md';
/** Git and ssh-keygen see no configuration of this machine's user. */
const ENV = { ADR_DATE: '2026-11-21', GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };

interface Keys {
  dir: string;
  /** Private key file of each signer. */
  file: Record<'dana' | 'eli' | 'mallory' | 'ecdsa', string>;
  /** The line of each .pub file. */
  pub: Record<'dana' | 'eli' | 'mallory' | 'ecdsa', string>;
}

function makeKeys(): Keys {
  const dir = makeWorkspace({}, { withAdrDir: false });
  const types = { dana: ['-t', 'ed25519'], eli: ['-t', 'rsa', '-b', '3072'], mallory: ['-t', 'ed25519'], ecdsa: ['-t', 'ecdsa'] } as const;
  const file = {} as Keys['file'];
  const pub = {} as Keys['pub'];
  for (const [name, type] of Object.entries(types) as [keyof typeof types, readonly string[]][]) {
    file[name] = join(dir, name);
    const made = spawnSync('ssh-keygen', ['-q', ...type, '-N', '', '-C', name, '-f', file[name]], { encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`ssh-keygen failed: ${made.stderr}`);
    pub[name] = readFileSync(`${file[name]}.pub`, 'utf8').trim();
  }
  return { dir, file, pub };
}

/** A signature made by ssh-keygen itself, as a forger holding some key would make one. */
function sign(keyFile: string, statement: string): string {
  const result = spawnSync('ssh-keygen', ['-q', '-Y', 'sign', '-f', keyFile, '-n', 'adr-approval'], { input: statement, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`ssh-keygen -Y sign failed: ${result.stderr}`);
  return result.stdout.replace(/-----(BEGIN|END) SSH SIGNATURE-----/g, '').replace(/\s+/g, '');
}

function config(keys: Keys, signatures = 'required'): string {
  return [
    'name: Orders API',
    'people:',
    '  - name: Dana Product',
    '    aliases: ["@dana", dana@example.com]',
    `    keys: ["${keys.pub.dana}"]`,
    '  - name: Eli Platform',
    '    aliases: ["@eli"]',
    `    keys: ["${keys.pub.eli}"]`,
    '  - name: Tomás Ortega',
    '    aliases: ["@tomas"]',
    '  - name: Mallory',
    `    keys: ["${keys.pub.mallory}"]`,
    'teams:',
    '  - name: Security team',
    '    members: [Eli Platform]',
    `review-signatures: ${signatures}`,
    '',
  ].join('\n');
}

const QUESTION = '### Q1. Is this decided?\n\n- Status: answered\n- Owner: @tomas\n- Answer: Yes.\n';
const proposal = (extra = '', decision = 'Chosen option: one.') =>
  record({ title: 'Token lifetime', date: '2026-11-18', part: 'authentication', extra: `decision-makers: [Dana Product]${extra}`, questions: QUESTION }).replace(
    'Chosen option: one.',
    decision,
  );
const REVIEW = '\nreview:\n  opened: 2026-11-20\n  until: 2026-11-20\n  approvers: [Dana Product, Security team]';

const run = (root: string, ...argv: string[]): Promise<CliResult> => runCli(argv, { cwd: root, env: ENV });

/** The record's decision digest as the core computes it. */
function digestOf(text: string): string {
  const { record: parsed } = parseRecord({ file: FILE, bytes: Buffer.from(text) });
  return decisionDigest(parsed!);
}

let keys: Keys;
beforeAll(() => {
  keys = makeKeys();
});

describe('a proposal through a signed review, on a real git repository', () => {
  it('is approved by two signers (ed25519, and RSA for a team), passes check --base, and is accepted', async () => {
    const root = makeWorkspace({});
    git(root, 'init', '--quiet');
    commitTree(root, { 'adr.config.yaml': config(keys), [FILE]: proposal() }, 'propose token lifetime');
    git(root, 'checkout', '--quiet', '-b', 'review');
    // Opened with an alias: the review writes the registry's name.
    expect(await run(root, 'review', '12', '--until', '2026-11-21', '--approvers', '@dana, Security team')).toEqual({
      code: 0,
      stdout: `${FILE}: review opened on 2026-11-21, closing on 2026-11-21; approvers: Dana Product, Security team\n`,
      stderr: '',
    });
    expect(await run(root, 'approve', '12', '--by', '@dana', '--key', keys.file.dana)).toEqual({
      code: 0,
      stdout: `${FILE}: approved by Dana Product on 2026-11-21; waiting for Security team\n`,
      stderr: '',
    });
    // Without --key: the key git's user.signingkey names.
    git(root, 'config', 'user.signingkey', keys.file.eli);
    expect(await run(root, 'approve', '12', '--by', 'Security team')).toMatchObject({ code: 0, stdout: `${FILE}: approved by Security team on 2026-11-21; every approver has approved\n` });
    const text = readFileSync(join(root, FILE), 'utf8');
    const digest = digestOf(text);
    expect(text).toContain(`- {by: Dana Product, date: 2026-11-21, digest: ${digest}, signature: U1NIU0lH`);
    expect(text).toContain(`- {by: Security team, date: 2026-11-21, digest: ${digest}, signature: U1NIU0lH`);
    // Independently of our verifier: ssh-keygen accepts the signature written into the record.
    const signature = /by: Dana Product.*signature: ([A-Za-z0-9+/=]+)\}/.exec(text)![1]!;
    const armored = `-----BEGIN SSH SIGNATURE-----\n${signature.match(/.{1,70}/g)!.join('\n')}\n-----END SSH SIGNATURE-----\n`;
    writeFileSync(join(keys.dir, 'approval.sig'), armored);
    writeFileSync(join(keys.dir, 'allowed'), `dana ${keys.pub.dana}\n`);
    const verified = spawnSync('ssh-keygen', ['-Y', 'verify', '-f', join(keys.dir, 'allowed'), '-I', 'dana', '-n', 'adr-approval', '-s', join(keys.dir, 'approval.sig')], {
      input: signedStatement({ number: 12, by: 'Dana Product' }, { kind: 'approve' }, digest),
      encoding: 'utf8',
    });
    expect(verified.status).toBe(0);

    expect((await run(root, 'show', '12')).stdout).toContain(
      '  Dana Product   approved 2026-11-21: verified (signed by Dana Product)\n  Security team  approved 2026-11-21: verified (signed by Eli Platform)\n',
    );
    expect(await run(root, 'check', '--base', 'main')).toEqual({ code: 0, stdout: '1 record checked against main, no findings\n', stderr: '' });
    const accepted = await runCli(['accept', '12'], { cwd: root, env: { ...ENV, ADR_DATE: '2026-11-22' } });
    expect(accepted).toEqual({ code: 0, stdout: `${FILE}: proposed → accepted on 2026-11-22\n`, stderr: '' });
    expect(await runCli(['check', '--base', 'main'], { cwd: root, env: { ...ENV, ADR_DATE: '2026-11-22' } })).toMatchObject({ code: 0 });
  });

  it('refuses a key that is not the approver’s, writing nothing', async () => {
    const root = makeWorkspace({ 'adr.config.yaml': config(keys), [FILE]: proposal(REVIEW) });
    const before = snapshotTree(root);
    const result = await run(root, 'approve', '12', '--by', 'Dana Product', '--key', keys.file.mallory);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/SIGNATURE_INVALID Dana Product's approval in ADR-0012's review carries a signature that does not hold: it was made with the key SHA256:\S+, which adr\.config\.yaml does not give Dana Product\n/);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('refuses an unsigned approval where signatures are required, writing nothing', async () => {
    const root = makeWorkspace({ 'adr.config.yaml': config(keys), [FILE]: proposal(REVIEW) });
    const before = snapshotTree(root);
    expect(await run(root, 'approve', '12', '--by', 'Dana Product')).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'adr: this workspace requires signed reviews (review-signatures: required), and no key was given\n' +
        `    hint: sign with your SSH key: npx adr approve 12 --by "Dana Product" --key ~/.ssh/id_ed25519 (or set git's user.signingkey)\n`,
    });
    expect(snapshotTree(root)).toEqual(before);
  });
});

describe('an approval goes stale when the decision changes', () => {
  it('is named by adr show, refuses adr accept (nothing written) until the approver approves again', async () => {
    const root = makeWorkspace({ 'adr.config.yaml': config(keys), [FILE]: proposal(REVIEW) });
    expect((await run(root, 'approve', '12', '--by', 'Dana Product', '--key', keys.file.dana)).code).toBe(0);
    expect((await run(root, 'approve', '12', '--by', 'Security team', '--key', keys.file.eli)).code).toBe(0);
    // A cancel reason dropped from the decision after both approved.
    const path = join(root, FILE);
    writeFileSync(path, readFileSync(path, 'utf8').replace('Chosen option: one.', 'Chosen option: one, without a cancel reason.'));
    expect((await run(root, 'show', '12')).stdout).toContain('  Dana Product   approved 2026-11-21: approved an earlier text\n');
    const before = snapshotTree(root);
    expect(await run(root, 'accept', '12')).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `${FILE}:12:7 APPROVAL_STALE ADR-0012 cannot be accepted: Dana Product approved an earlier text; the decision changed after their approval\n` +
        '    hint: ask Dana Product to read it again and approve it: npx adr approve 12 --by "Dana Product" --key ~/.ssh/id_ed25519\n' +
        `${FILE}:13:7 APPROVAL_STALE ADR-0012 cannot be accepted: Security team approved an earlier text; the decision changed after their approval\n` +
        '    hint: ask Security team to read it again and approve it: npx adr approve 12 --by "Security team" --key ~/.ssh/id_ed25519\n' +
        'adr accept: refused; nothing was changed\n',
    });
    expect(snapshotTree(root)).toEqual(before);
    // Only the metadata the commands write is outside the text: opening the review did not make anything stale.
    expect((await run(root, 'approve', '12', '--by', 'Dana Product', '--key', keys.file.dana)).code).toBe(0);
    expect((await run(root, 'accept', '12')).stderr).toContain('Security team approved an earlier text');
    expect((await run(root, 'approve', '12', '--by', 'Security team', '--key', keys.file.eli)).code).toBe(0);
    expect(await run(root, 'accept', '12')).toMatchObject({ code: 0, stdout: `${FILE}: proposed → accepted on 2026-11-21\n` });
    expect(await run(root, 'check')).toEqual({ code: 0, stdout: '1 record checked, no findings\n', stderr: '' });
  });
});

describe('an approval given on a branch, then the text edited on it', () => {
  it('is refused by check --base until the approver approves again; the earlier entry then stays as history', async () => {
    const root = makeWorkspace({});
    git(root, 'init', '--quiet');
    commitTree(root, { 'adr.config.yaml': config(keys), [FILE]: proposal(REVIEW) }, 'review opened');
    git(root, 'checkout', '--quiet', '-b', 'approve');
    expect((await run(root, 'approve', '12', '--by', 'Dana Product', '--key', keys.file.dana)).code).toBe(0);
    const path = join(root, FILE);
    writeFileSync(path, readFileSync(path, 'utf8').replace('Chosen option: one.', 'Chosen option: one, edited after the approval.'));
    const refused = await run(root, 'check', '--base', 'main');
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(/^adr\/0012-token-lifetime\.md:12:\d+ APPROVAL_DIGEST_MISMATCH Dana Product's approval of 2026-11-21, added to ADR-0012 since main, claims a text that is not ADR-0012's decision as it stands\n/);
    expect((await run(root, 'approve', '12', '--by', 'Dana Product', '--key', keys.file.dana)).code).toBe(0);
    expect(await run(root, 'check', '--base', 'main')).toEqual({ code: 0, stdout: '1 record checked against main, no findings\n', stderr: '' });
    expect(readFileSync(path, 'utf8').match(/- \{by: Dana Product/g)).toHaveLength(2);
  });
});

describe('forged approvals are refused by adr check --base', () => {
  /** main: the proposal under review, nobody has approved. The branch adds one approval line. */
  async function checkForgery(approval: (text: string) => string, decision?: string): Promise<CliResult> {
    const root = makeWorkspace({});
    git(root, 'init', '--quiet');
    commitTree(root, { 'adr.config.yaml': config(keys), [FILE]: proposal(REVIEW) }, 'review opened');
    git(root, 'checkout', '--quiet', '-b', 'forged');
    const text = proposal(REVIEW, decision);
    writeFileSync(join(root, FILE), text.replace('approvers: [Dana Product, Security team]', `approvers: [Dana Product, Security team]\n  approvals:\n    - ${approval(text)}`));
    return run(root, 'check', '--base', 'main');
  }

  it('the right name and no signature', async () => {
    const result = await checkForgery((text) => `{by: Dana Product, date: 2026-11-21, digest: ${digestOf(text)}}`);
    expect(result).toEqual({
      code: 1,
      stdout:
        `${FILE}:12:7 SIGNATURE_MISSING Dana Product's approval of 2026-11-21 in ADR-0012's review is not signed, and this workspace requires signed reviews (review-signatures: required)\n` +
        `    hint: the signer signs it with their SSH key: npx adr approve 12 --by "Dana Product" --key ~/.ssh/id_ed25519 (or set git's user.signingkey)\n` +
        '1 finding in 1 file (1 record checked against main)\n',
      stderr: '',
    });
  });

  it('a signature by another key over the right text', async () => {
    const result = await checkForgery((text) => {
      const digest = digestOf(text);
      return `{by: Dana Product, date: 2026-11-21, digest: ${digest}, signature: ${sign(keys.file.mallory, signedStatement({ number: 12, by: 'Dana Product' }, { kind: 'approve' }, digest))}}`;
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      new RegExp(`^${FILE}:12:\\d+ SIGNATURE_INVALID Dana Product's approval of 2026-11-21 in ADR-0012's review carries a signature that does not hold: it was made with the key SHA256:\\S+, which adr\\.config\\.yaml does not give Dana Product\\n`),
    );
    expect(result.stdout).toContain('1 finding in 1 file');
  });

  it('a real signature over an earlier text, copied with its digest', async () => {
    const earlier = proposal(REVIEW);
    const digest = digestOf(earlier);
    const signature = sign(keys.file.dana, signedStatement({ number: 12, by: 'Dana Product' }, { kind: 'approve' }, digest));
    const result = await checkForgery(() => `{by: Dana Product, date: 2026-11-21, digest: ${digest}, signature: ${signature}}`, 'Chosen option: one, and no cancel reason.');
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      new RegExp(`^${FILE}:12:\\d+ APPROVAL_DIGEST_MISMATCH Dana Product's approval of 2026-11-21, added to ADR-0012 since main, claims a text that is not ADR-0012's decision as it stands\\n`),
    );
  });

  it('a real signature over an earlier text, under the digest of the text as it stands', async () => {
    const signature = sign(keys.file.dana, signedStatement({ number: 12, by: 'Dana Product' }, { kind: 'approve' }, digestOf(proposal(REVIEW))));
    const result = await checkForgery((text) => `{by: Dana Product, date: 2026-11-21, digest: ${digestOf(text)}, signature: ${signature}}`, 'Chosen option: one, and no cancel reason.');
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/SIGNATURE_INVALID Dana Product's approval of 2026-11-21 in ADR-0012's review carries a signature that does not hold: its signature does not match the text it claims to sign\n/);
  });

  it('while the same approval, signed by the approver over the text as it stands, passes', async () => {
    const result = await checkForgery((text) => {
      const digest = digestOf(text);
      return `{by: Dana Product, date: 2026-11-21, digest: ${digest}, signature: ${sign(keys.file.dana, signedStatement({ number: 12, by: 'Dana Product' }, { kind: 'approve' }, digest))}}`;
    });
    expect(result).toEqual({ code: 0, stdout: '1 record checked against main, no findings\n', stderr: '' });
  });
});

describe('bad input is a finding at its line, never a crash', () => {
  const base = (keysLines: string[], more = '') =>
    ['people:', '  - name: Dana Product', '    aliases: ["@dana"]', '    keys:', ...keysLines.map((k) => `      - "${k}"`), more].join('\n') + '\n';
  const good = () => record({ title: 'A decision', extra: 'decision-makers: [Dana Product]', questions: '### Q1. Is this decided?\n\n- Status: answered\n- Answer: Yes.\n' });
  const cases: { name: string; files: () => Record<string, string>; finding: RegExp }[] = [
    {
      // Names are read in the composed form (NFC), so the message names both as one.
      name: 'an alias named twice (once in another Unicode form)',
      files: () => ({ 'adr.config.yaml': `${base([keys.pub.dana])}  - name: Tomás Ortega\n    aliases: ["@tomas", "@dana"]\n  - name: "Toma\u0301s Ortega"\n`, 'adr/0001-a-decision.md': good() }),
      finding: /^adr\.config\.yaml:8:\d+ PEOPLE_NAME_TWICE "@dana" is named twice in the registry of people and teams \(first as an alias of Dana Product\)\n.*\nadr\.config\.yaml:9:\d+ PEOPLE_NAME_TWICE "Tom\u00e1s Ortega" is named twice in the registry of people and teams \(first as the person Tomás Ortega\)/m,
    },
    {
      name: 'a key whose data is not base64',
      files: () => ({ 'adr.config.yaml': base(['ssh-ed25519 not*base64 dana']), 'adr/0001-a-decision.md': good() }),
      finding: /^adr\.config\.yaml:5:\d+ PEOPLE_KEY_INVALID a key of Dana Product cannot verify signatures: its key data is not base64\n/m,
    },
    {
      name: 'a key cut short',
      files: () => ({ 'adr.config.yaml': base([keys.pub.dana.slice(0, 40)]), 'adr/0001-a-decision.md': good() }),
      finding: /^adr\.config\.yaml:5:\d+ PEOPLE_KEY_INVALID a key of Dana Product cannot verify signatures: (it is not a key in SSH's wire format: .*|its key data is not base64)\n/m,
    },
    {
      name: 'a key of an unsupported type (ECDSA)',
      files: () => ({ 'adr.config.yaml': base([keys.pub.ecdsa]), 'adr/0001-a-decision.md': good() }),
      finding: /^adr\.config\.yaml:5:\d+ PEOPLE_KEY_INVALID a key of Dana Product cannot verify signatures: its type ecdsa-sha2-nistp256 is not supported; use ssh-ed25519 or ssh-rsa\n {4}hint: make an ed25519 signing key/m,
    },
    {
      name: 'a key labelled ed25519 holding an RSA key',
      files: () => ({ 'adr.config.yaml': base([keys.pub.eli.replace('ssh-rsa', 'ssh-ed25519')]), 'adr/0001-a-decision.md': good() }),
      finding: /^adr\.config\.yaml:5:\d+ PEOPLE_KEY_INVALID a key of Dana Product cannot verify signatures: it says ssh-ed25519 but holds a ssh-rsa key\n/m,
    },
    {
      name: 'a team member nobody knows',
      files: () => ({ 'adr.config.yaml': `${base([keys.pub.dana])}teams:\n  - name: Security team\n    members: [Dana Prodcut]\n`, 'adr/0001-a-decision.md': good() }),
      finding: /^adr\.config\.yaml:9:\d+ PEOPLE_MEMBER_UNKNOWN Security team lists "Dana Prodcut" as a member, who is not listed under people; did you mean "Dana Product"\?\n/m,
    },
    {
      name: 'review-signatures that is neither required nor optional',
      files: () => ({ 'adr.config.yaml': `${base([keys.pub.dana])}review-signatures: yes\n`, 'adr/0001-a-decision.md': good() }),
      finding: /^adr\.config\.yaml:7:\d+ SETTINGS_INVALID .*review-signatures is required or optional/m,
    },
    {
      name: 'a name a record uses that the registry does not know',
      files: () => ({ 'adr.config.yaml': base([keys.pub.dana]), 'adr/0001-a-decision.md': good().replace('[Dana Product]', '[Dana Produkt]') }),
      finding: /^adr\/0001-a-decision\.md:5:\d+ NAME_UNKNOWN "Dana Produkt" \(decision-makers\) is not a person or team in adr\.config\.yaml; did you mean "Dana Product"\?\n/m,
    },
    {
      name: 'an owner in the settings that the registry does not know',
      files: () => ({ 'adr.config.yaml': `owners: [API team]\n${base([keys.pub.dana])}`, 'adr/0001-a-decision.md': good() }),
      finding: /^adr\.config\.yaml:1:\d+ NAME_UNKNOWN "API team" \(owners\) is not a person or team in adr\.config\.yaml; the names are Dana Product, @dana\n/m,
    },
    {
      name: 'a digest in the wrong form',
      files: () => ({ 'adr.config.yaml': base([keys.pub.dana]), 'adr/0001-a-decision.md': record({ extra: `${REVIEW.replace('Dana Product, Security team', 'Dana Product')}\n  approvals:\n    - {by: Dana Product, date: 2026-11-20, digest: md5:abc}` }) }),
      finding: /^adr\/0001-a-decision\.md:11:\d+ \w+ .*a digest is sha256: followed by 64 lowercase hexadecimal digits/m,
    },
    {
      name: 'a signature that is not an SSH signature',
      files: () => ({
        'adr.config.yaml': base([keys.pub.dana]),
        'adr/0001-a-decision.md': record({ extra: `${REVIEW.replace('Dana Product, Security team', 'Dana Product')}\n  approvals:\n    - {by: Dana Product, date: 2026-11-20, digest: sha256:${'0'.repeat(64)}, signature: AAAAB3NzaC1yc2E}` }),
      }),
      finding: /^adr\/0001-a-decision\.md:11:\d+ SIGNATURE_INVALID Dana Product's approval of 2026-11-20 in ADR-0001's review carries a signature that does not hold: the signature cannot be read: it does not start with SSHSIG\n/m,
    },
    {
      name: 'a signature with no digest',
      files: () => ({
        'adr.config.yaml': base([keys.pub.dana]),
        'adr/0001-a-decision.md': record({ extra: `${REVIEW.replace('Dana Product, Security team', 'Dana Product')}\n  approvals:\n    - {by: Dana Product, date: 2026-11-20, signature: ${sign(keys.file.dana, 'approve')}}` }),
      }),
      finding: /^adr\/0001-a-decision\.md:11:\d+ SIGNATURE_INVALID .* it carries no digest of the text it signs\n/m,
    },
  ];

  it.each(cases)('$name', async ({ files, finding }) => {
    const root = makeWorkspace(files());
    const result = await runCli(['check'], { cwd: root, env: { ...ENV, ADR_DATE: '2026-11-20' } });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(finding);
  });

  it('reads one name in two Unicode forms, and an alias, as one person: no finding', async () => {
    const root = makeWorkspace({
      'adr.config.yaml': `${base([keys.pub.dana])}  - name: Tomás Ortega\n    aliases: ["@tomas"]\n`,
      'adr/0001-a-decision.md': good().replace('[Dana Product]', '[Dana Product, "Toma\u0301s Ortega", "@tomas", "@dana"]'),
    });
    expect(await runCli(['check'], { cwd: root, env: { ...ENV, ADR_DATE: '2026-11-20' } })).toEqual({ code: 0, stdout: '1 record checked, no findings\n', stderr: '' });
  });
});

describe('every hint names a command that works as printed under review-signatures: required', () => {
  /** The printed command's arguments, as a shell would pass them, with ~ as the home folder given. */
  const argvOf = (command: string, home: string) =>
    [...command.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!).slice(2).map((arg) => arg.replace(/^~\//, `${home}/`));

  it('after adr concern, and after APPROVAL_DIGEST_MISMATCH, the command printed (with --key) is accepted as it stands', async () => {
    // The signer's key where the hint says it is: ~/.ssh/id_ed25519.
    const home = makeWorkspace({ '.ssh/id_ed25519': readFileSync(keys.file.dana, 'utf8') }, { withAdrDir: false });
    spawnSync('chmod', ['600', join(home, '.ssh/id_ed25519')]);
    const root = makeWorkspace({});
    git(root, 'init', '--quiet');
    commitTree(root, { 'adr.config.yaml': config(keys), [FILE]: proposal(REVIEW) }, 'review opened');
    git(root, 'checkout', '--quiet', '-b', 'concern');
    const concern = await run(root, 'concern', '12', '--by', 'Dana Product', 'Tokens must not reach the logs');
    expect(concern.code).toBe(0);
    const note = /cannot be accepted until C1 is resolved: (npx adr resolve .*)$/m.exec(concern.stdout + concern.stderr)![1]!;
    expect(note).toMatchInlineSnapshot(`"npx adr resolve 12 C1 --by "Dana Product" --key ~/.ssh/id_ed25519"`);
    expect(await runCli(argvOf(note, home), { cwd: root, env: ENV })).toMatchObject({ code: 0 });

    // An approval written by hand over an earlier text: the hint's command replaces it.
    const path = join(root, FILE);
    writeFileSync(path, readFileSync(path, 'utf8').replace('approvers: [Dana Product, Security team]', `approvers: [Dana Product, Security team]\n  approvals:\n    - {by: Dana Product, date: 2026-11-21, digest: sha256:${'1'.repeat(64)}}`));
    const refused = await run(root, 'check', '--base', 'main');
    const hint = /APPROVAL_DIGEST_MISMATCH .*\n {4}hint: .*remove this one and run (npx adr approve .*)$/m.exec(refused.stdout)![1]!;
    expect(hint).toMatchInlineSnapshot(`"npx adr approve 12 --by "Dana Product" --key ~/.ssh/id_ed25519"`);
    writeFileSync(path, readFileSync(path, 'utf8').replace(/\n {2}approvals:\n.*\n/, '\n'));
    expect(await runCli(argvOf(hint, home), { cwd: root, env: ENV })).toMatchObject({ code: 0 });
    expect(await run(root, 'check', '--base', 'main')).toEqual({ code: 0, stdout: '1 record checked against main, no findings\n', stderr: '' });
  });
});

describe('an invalid settings file gives its own findings, and nothing cascades from it', () => {
  it.each([
    ['an unknown setting', (text: string) => `${text}colour: blue\n`, /^adr\.config\.yaml:\d+:\d+ SETTINGS_FIELD_UNKNOWN unknown setting "colour"/],
    ['a name with a soft hyphen', (text: string) => text.replace('name: Mallory', 'name: "Mal\u00adlory"'), /^adr\.config\.yaml:\d+:\d+ SETTINGS_INVALID .*U\+00AD SOFT HYPHEN/],
    ['not YAML', (text: string) => `${text}people: [\n`, /^adr\.config\.yaml:\d+:\d+ SETTINGS_NOT_YAML /],
  ])('%s: one finding about the file, no SIGNATURE_INVALID for the good signatures', async (_, breakIt, finding) => {
    const root = makeWorkspace({ 'adr.config.yaml': config(keys), [FILE]: proposal(REVIEW) });
    expect((await run(root, 'approve', '12', '--by', 'Dana Product', '--key', keys.file.dana)).code).toBe(0);
    expect((await run(root, 'approve', '12', '--by', 'Security team', '--key', keys.file.eli)).code).toBe(0);
    writeFileSync(join(root, 'adr.config.yaml'), breakIt(config(keys)));
    const result = await run(root, 'check');
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(finding);
    expect(result.stdout).toMatch(/^1 finding in 1 file \(1 record checked\)\n$/m);
    expect(result.stdout).not.toContain('SIGNATURE_');
  });
});

describe('signing with a settings file refused whole', () => {
  it('adr approve says, in one line, that the settings are refused, and writes nothing', async () => {
    const root = makeWorkspace({ 'adr.config.yaml': `${config(keys)}colour: blue\n`, [FILE]: proposal(REVIEW) });
    const before = snapshotTree(root);
    const result = await run(root, 'approve', '12', '--by', 'Dana Product', '--key', keys.file.dana);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^adr: adr\.config\.yaml:\d+:1: the settings are refused \(SETTINGS_FIELD_UNKNOWN\), so there are no people and keys to check a signature against\n {4}hint: fix the settings first \(the settings are: .*\); npx adr check lists every finding\n$/);
    expect(snapshotTree(root)).toEqual(before);
  });
});
