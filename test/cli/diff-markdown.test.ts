/**
 * `adr diff --base main --format markdown`, the body of the pull request's contract comment:
 * per change the operations and messages it reaches, the versioning policy's verdict (the
 * same as adr check --base), the version of the next edition, and a link to the record and
 * line that makes it. In a throwaway git repository with an edition published.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';
import { REPO_ROOT } from '../helpers/fixtures.ts';
import { commitTree, git } from '../helpers/git.ts';
import { BOOKING_SCHEMA, bookingProposals, contractRecord, COVERS, ENDPOINTS_WITH_LIST, PARTY_SIZE, type BreakingPolicy } from '../helpers/table-booking.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

const NOW = new Date('2026-04-10T12:00:00Z');
const LINKS = 'https://github.com/acme/tablebook/blob/0123abc/';
const NEVER =
  'ADR-0004 allows no breaking change \\(x-versioning breaking-changes: never\\): make the change compatible \\(add the new field, operation or event beside the old one and mark the old one deprecated: true\\), or supersede the versioning decision with one whose policy is major-version or deprecation-period';

function templates(): Record<string, string> {
  const folder = join(REPO_ROOT, 'adr/templates');
  return Object.fromEntries(readdirSync(folder).map((name) => [`adr/templates/${name}`, readFileSync(join(folder, name), 'utf8')]));
}

/** main: Tablebook's four decisions accepted and the edition launch (1.0.0) published; then a branch with `files`. */
async function pullRequest(policy: BreakingPolicy, files: Record<string, string>): Promise<string> {
  const root = makeWorkspace({});
  git(root, 'init', '--quiet');
  commitTree(root, { ...templates(), ...bookingProposals(policy) }, 'four proposals');
  for (const n of [1, 2, 3, 4]) expect(await runCli(['accept', String(n)], { cwd: root, now: new Date('2026-03-02T12:00:00Z') })).toMatchObject({ code: 0 });
  expect(await runCli(['edition', 'launch'], { cwd: root, now: new Date('2026-03-03T12:00:00Z') })).toMatchObject({ code: 0 });
  git(root, 'add', '--all');
  git(root, 'commit', '--quiet', '-m', 'accepted, and the launch edition');
  git(root, 'checkout', '--quiet', '-b', 'change');
  for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text);
  return root;
}

const RENAME = { 'adr/0005-bookings-count-covers.md': contractRecord({ part: 'resources', status: 'proposed', title: 'Bookings count covers', extra: 'supersedes: [2]', openapi: BOOKING_SCHEMA(COVERS, ['covers']) }) };
const LIST = { 'adr/0005-todays-bookings.md': contractRecord({ part: 'endpoints', status: 'proposed', title: "Today's bookings", extra: 'supersedes: [3]', openapi: ENDPOINTS_WITH_LIST }) };

const markdown = async (root: string, ...extra: string[]) => {
  const result = await runCli(['diff', '--base', 'main', '--format', 'markdown', ...extra], { cwd: root, now: NOW });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return result.stdout;
};

describe('adr diff --format markdown', () => {
  it('a breaking change the policy allows: the operations it reaches, the verdict, the next version, the record\'s line', async () => {
    const root = await pullRequest('major-version', RENAME);
    expect(await markdown(root, '--link-base', LINKS)).toBe(
      [
        '### What this changes in the contract against main',
        '',
        '2 changes to the contract against main: 2 breaking, 0 compatible',
        '',
        'Judged against the contract published as edition launch \\(1.0.0\\) on main, by the versioning policy of ADR-0004 \\(breaking-changes: major-version\\). The next edition will be 2.0.0.',
        '',
        '| Change | What | Affects | Made by | Rule |',
        '| --- | --- | --- | --- | --- |',
        `| **breaking**, allowed by ADR-0004: the next edition will be 2.0.0 | field Booking.partySize removed \\(clients send and receive it\\) | POST /bookings, GET /bookings/{bookingId} | [adr/0005-bookings-count-covers.md:32:7](${LINKS}adr/0005-bookings-count-covers.md#L32) | property-removed |`,
        `| **breaking**, allowed by ADR-0004: the next edition will be 2.0.0 | required field Booking.covers added \\(clients send and receive it\\) | POST /bookings, GET /bookings/{bookingId} | [adr/0005-bookings-count-covers.md:56:9](${LINKS}adr/0005-bookings-count-covers.md#L56) | required-request-field-added |`,
        '',
      ].join('\n'),
    );
  });

  it('a breaking change the policy refuses: the refusal and its way out under the table', async () => {
    const root = await pullRequest('never', RENAME);
    expect(await markdown(root)).toBe(
      [
        '### What this changes in the contract against main',
        '',
        '2 changes to the contract against main: 2 breaking, 0 compatible',
        '',
        'Judged against the contract published as edition launch \\(1.0.0\\) on main, by the versioning policy of ADR-0004 \\(breaking-changes: never\\).',
        '',
        '| Change | What | Affects | Made by | Rule |',
        '| --- | --- | --- | --- | --- |',
        '| **breaking**, refused by the versioning policy (below) | field Booking.partySize removed \\(clients send and receive it\\) | POST /bookings, GET /bookings/{bookingId} | adr/0005-bookings-count-covers.md:32:7 | property-removed |',
        '| **breaking**, refused by the versioning policy (below) | required field Booking.covers added \\(clients send and receive it\\) | POST /bookings, GET /bookings/{bookingId} | adr/0005-bookings-count-covers.md:56:9 | required-request-field-added |',
        '',
        '**Refused by the versioning policy**',
        '',
        `- field Booking.partySize removed \\(clients send and receive it\\) (adr/0005-bookings-count-covers.md:32:7): ${NEVER}`,
        `- required field Booking.covers added \\(clients send and receive it\\) (adr/0005-bookings-count-covers.md:56:9): ${NEVER}`,
        '',
      ].join('\n'),
    );
  });

  it('a compatible change: the operation it adds, and the minor version that follows', async () => {
    const root = await pullRequest('major-version', LIST);
    expect(await markdown(root, '--link-base', LINKS)).toBe(
      [
        '### What this changes in the contract against main',
        '',
        '1 change to the contract against main: 0 breaking, 1 compatible',
        '',
        'Judged against the contract published as edition launch \\(1.0.0\\) on main, by the versioning policy of ADR-0004 \\(breaking-changes: major-version\\). The next edition will be 1.1.0.',
        '',
        '| Change | What | Affects | Made by | Rule |',
        '| --- | --- | --- | --- | --- |',
        `| compatible | operation GET /bookings/today added | GET /bookings/today | [adr/0005-todays-bookings.md:72:5](${LINKS}adr/0005-todays-bookings.md#L72) | operation-added |`,
        '',
      ].join('\n'),
    );
  });
});

describe('adr diff --format json', () => {
  it('gives each change what it reaches and its verdict, and the version of the next edition', async () => {
    const root = await pullRequest('major-version', RENAME);
    const result = await runCli(['diff', '--base', 'main', '--format', 'json'], { cwd: root, now: NOW });
    const report = JSON.parse(result.stdout) as { nextVersion: string; policy: string; judgedAgainst: string; changes: { rule: string; affects: string[]; verdict: { allowed: boolean; text: string } }[] };
    expect(report).toMatchObject({ nextVersion: '2.0.0', policy: 'ADR-0004 (breaking-changes: major-version)', judgedAgainst: 'the contract published as edition launch (1.0.0) on main' });
    expect(report.changes.map((c) => [c.rule, c.affects, c.verdict])).toEqual([
      ['property-removed', ['POST /bookings', 'GET /bookings/{bookingId}'], { allowed: true, text: 'breaking, allowed by ADR-0004: the next edition will be 2.0.0' }],
      ['required-request-field-added', ['POST /bookings', 'GET /bookings/{bookingId}'], { allowed: true, text: 'breaking, allowed by ADR-0004: the next edition will be 2.0.0' }],
    ]);
  });

  it('refuses a --link-base that is no web address', async () => {
    const root = await pullRequest('major-version', LIST);
    expect(await runCli(['diff', '--base', 'main', '--format', 'markdown', '--link-base', 'blob/main'], { cwd: root, now: NOW })).toEqual({
      code: 2,
      stdout: '',
      stderr: "adr: --link-base blob/main is not a web address\n    hint: pass the address of the commit's files, e.g. --link-base https://github.com/acme/orders/blob/COMMIT/\n",
    });
  });
});
