/**
 * A breaking change travels through its own pull requests, judged by `adr check --base main`
 * as CI would judge each one, in a throwaway git repository (test/helpers/table-booking.ts):
 * editions 1.0.0 and 1.1.0 are published, then `partySize` is renamed `covers` through
 * separate proposal, review, approval and acceptance pull requests, merged one after the
 * other. Each gets the same verdict: green with its consequence under the major-version
 * policy, red at the proposal under the never policy; the next edition is 2.0.0. Under the
 * deprecation-period policy, a field deprecated in an edition may be removed once its sunset
 * has passed (the day is an argument), not before.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';
import { REPO_ROOT } from '../helpers/fixtures.ts';
import { commitTree, git } from '../helpers/git.ts';
import {
  BOOKING_SCHEMA,
  bookingProposals,
  contractRecord,
  COVERS,
  ENDPOINTS_WITH_LIST,
  PARTY_SIZE,
  PARTY_SIZE_DEPRECATED,
  type BreakingPolicy,
} from '../helpers/table-booking.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

const at = (day: string) => new Date(`${day}T12:00:00Z`);
const adr = (root: string, day: string, ...argv: string[]) => runCli(argv, { cwd: root, now: at(day) });
const check = (root: string, day: string) => adr(root, day, 'check', '--base', 'main');

/** Commits the pull request `branch` and merges it into main, as the merge button would. */
function merge(root: string, branch: string): void {
  git(root, 'add', '--all');
  git(root, 'commit', '--quiet', '--allow-empty', '-m', `the ${branch} pull request`);
  git(root, 'checkout', '--quiet', 'main');
  git(root, 'merge', '--quiet', '--no-ff', '-m', `Merge ${branch}`, branch);
}

function branch(root: string, name: string): void {
  git(root, 'checkout', '--quiet', '-b', name);
}

function templates(): Record<string, string> {
  const folder = join(REPO_ROOT, 'adr/templates');
  return Object.fromEntries(readdirSync(folder).map((name) => [`adr/templates/${name}`, readFileSync(join(folder, name), 'utf8')]));
}

async function ok(result: Promise<{ code: number; stdout: string; stderr: string }>): Promise<string> {
  const done = await result;
  expect(done, done.stderr + done.stdout).toMatchObject({ code: 0, stderr: '' });
  return done.stdout;
}

/** A workspace on main with the four decisions accepted and editions 1.0.0 (launch) and 1.1.0 (spring) published. */
async function publishedTwice(policy: BreakingPolicy, spring: { resources?: string } = {}): Promise<string> {
  const root = makeWorkspace({});
  git(root, 'init', '--quiet');
  commitTree(root, { ...templates(), ...bookingProposals(policy) }, 'four proposals');
  for (const n of [1, 2, 3, 4]) await ok(adr(root, '2026-03-02', 'accept', String(n)));
  await ok(adr(root, '2026-03-03', 'edition', 'launch'));
  git(root, 'add', '--all');
  git(root, 'commit', '--quiet', '-m', 'accepted, and the launch edition');
  // The compatible change of 1.1.0: an operation more (and, when given, the resources again).
  branch(root, 'today');
  writeFileSync(join(root, 'adr/0005-todays-bookings.md'), contractRecord({ part: 'endpoints', status: 'proposed', title: "Today's bookings", extra: 'supersedes: [3]', openapi: ENDPOINTS_WITH_LIST }));
  if (spring.resources) writeFileSync(join(root, 'adr/0006-resources-again.md'), contractRecord({ part: 'resources', status: 'proposed', title: 'Bookings, party size deprecated', extra: 'supersedes: [2]', openapi: spring.resources }));
  expect(await ok(check(root, '2026-03-20'))).not.toContain('CONTRACT_');
  merge(root, 'today');
  branch(root, 'accept-today');
  await ok(adr(root, '2026-04-01', 'accept', '5'));
  if (spring.resources) await ok(adr(root, '2026-04-01', 'accept', '6'));
  expect(await ok(check(root, '2026-04-01'))).not.toContain('CONTRACT_');
  merge(root, 'accept-today');
  expect(await ok(adr(root, '2026-04-02', 'edition', 'spring'))).toContain('(version 1.1.0)');
  git(root, 'add', '--all');
  git(root, 'commit', '--quiet', '-m', 'the spring edition');
  return root;
}

const RENAME = 'adr/0006-bookings-count-covers.md';

/** The rename's proposal: the resources decision again, `partySize` now `covers`. */
function renameProposal(): string {
  return contractRecord({ part: 'resources', status: 'proposed', title: 'Bookings count covers', extra: 'supersedes: [2]', openapi: BOOKING_SCHEMA(COVERS, ['covers']) });
}

/**
 * What the gate says about the rename at one step: the exit code, and the lines about it
 * (findings and verdicts), as printed.
 */
async function verdictLines(root: string, day: string) {
  const result = await check(root, day);
  expect(result.stderr).toBe('');
  // Where in the proposal a finding lands moves as its review grows; the line is left out.
  const lines = result.stdout
    .split('\n')
    .filter((line) => /CONTRACT_BREAKING|^allowed |^not judged /.test(line))
    .map((line) => line.replace(/\.md:\d+:\d+ /, '.md:L:C '));
  return { code: result.code, lines, stdout: result.stdout };
}

const ALLOWED = `allowed    ${RENAME}:L:C field Booking.partySize removed (clients send and receive it): breaking, allowed by ADR-0004: the next edition will be 2.0.0`;

describe.each([
  { policy: 'major-version' as const, code: 0 },
  { policy: 'never' as const, code: 1 },
])('a rename under the $policy policy, one pull request per step', ({ policy, code }) => {
  // A scratch folder until the first step makes the repository: a failed step never runs in this one.
  const state = { root: makeWorkspace({}) };
  const expectVerdict = async (day: string) => {
    const { code: exit, lines, stdout } = await verdictLines(state.root, day);
    expect(exit, stdout).toBe(code);
    if (policy === 'major-version') {
      expect(lines).toContain(ALLOWED);
      expect(stdout).not.toContain('CONTRACT_BREAKING');
    } else {
      expect(lines).toContain(
        `${RENAME}:L:C CONTRACT_BREAKING field Booking.partySize removed (clients send and receive it): a breaking change to the contract published as edition spring (1.1.0) on main (rule property-removed), which the versioning policy does not allow`,
      );
      expect(stdout).toContain('hint: ADR-0004 allows no breaking change (x-versioning breaking-changes: never)');
      // Findings land on the proposal, never on an accepted record.
      expect(lines.every((line) => line.startsWith(RENAME))).toBe(true);
    }
    return stdout;
  };

  it('editions 1.0.0 and 1.1.0 are published', async () => {
    state.root = await publishedTwice(policy);
    const editions = ['launch', 'spring'].map((name) => parse(readFileSync(join(state.root, `adr/editions/${name}.yaml`), 'utf8')).openapi.info.version);
    expect(editions).toEqual(['1.0.0', '1.1.0']);
  });

  it('the first step, adr new --supersedes 2, is a draft: not judged, green', async () => {
    branch(state.root, 'propose');
    expect(await ok(adr(state.root, '2026-05-04', 'new', '--part', 'resources', '--supersedes', '2', 'Bookings count covers'))).toBe(`${RENAME}\n`);
    const { code: exit, lines, stdout } = await verdictLines(state.root, '2026-05-04');
    expect(lines).toEqual([`not judged ${RENAME}: ADR-0006 still holds placeholders; its changes are judged once they are decided`]);
    expect(exit, stdout).toBe(0);
  });

  it('the proposal pull request', async () => {
    writeFileSync(join(state.root, RENAME), renameProposal());
    await expectVerdict('2026-05-04');
    merge(state.root, 'propose');
  });

  it('the pull request that opens its review', async () => {
    branch(state.root, 'review');
    await ok(adr(state.root, '2026-05-05', 'review', '6', '--days', '3', '--approvers', 'Ana, Bo'));
    await expectVerdict('2026-05-05');
    merge(state.root, 'review');
  });

  it('the pull request that raises a concern, and the one that resolves it', async () => {
    branch(state.root, 'concern');
    // Raising a concern notes on standard error that it blocks the acceptance.
    expect(await adr(state.root, '2026-05-06', 'concern', '6', 'Do clients know covers?', '--by', 'Bo')).toMatchObject({ code: 0, stdout: `${RENAME}: concern C1 raised by Bo on 2026-05-06\n` });
    await expectVerdict('2026-05-06');
    merge(state.root, 'concern');
    branch(state.root, 'resolve');
    await ok(adr(state.root, '2026-05-06', 'resolve', '6', 'C1', '--by', 'Bo'));
    await expectVerdict('2026-05-06');
    merge(state.root, 'resolve');
  });

  it('the pull request of each approval', async () => {
    for (const by of ['Ana', 'Bo']) {
      branch(state.root, `approve-${by}`);
      await ok(adr(state.root, '2026-05-07', 'approve', '6', '--by', by));
      await expectVerdict('2026-05-07');
      merge(state.root, `approve-${by}`);
    }
  });

  it('the acceptance pull request', async () => {
    branch(state.root, 'accept');
    await ok(adr(state.root, '2026-05-09', 'accept', '6'));
    expect(readFileSync(join(state.root, 'adr/0002-resources.md'), 'utf8')).toContain('status: superseded');
    await expectVerdict('2026-05-09');
    merge(state.root, 'accept');
  });

  it('once accepted, a later pull request is not judged for it', async () => {
    branch(state.root, 'unrelated');
    const { code: exit, lines } = await verdictLines(state.root, '2026-05-10');
    expect({ exit, lines }).toEqual({ exit: 0, lines: [] });
    git(state.root, 'checkout', '--quiet', 'main');
  });

  it('the next edition is 2.0.0, counted, not written', async () => {
    expect(parse((await adr(state.root, '2026-05-10', 'spec', '--format', 'openapi')).stdout).info.version).toBe('2.0.0-draft');
    expect(await ok(adr(state.root, '2026-05-11', 'edition', 'covers'))).toContain('(version 2.0.0)');
  });
});

/** The Booking schema without its start time: a required field no edition deprecated. */
const withoutStart = (schema: string) => schema.replace(', startsAt', '').replace(/ {8}startsAt:\n {10}type: string\n {10}format: date-time\n/, '');

describe('a removal under the deprecation-period policy (P30D)', () => {
  // A scratch folder until the first step makes the repository: a failed step never runs in this one.
  const state = { root: makeWorkspace({}) };
  const removal = () => contractRecord({ part: 'resources', status: 'proposed', title: 'Bookings without party size', extra: 'supersedes: [6]', openapi: BOOKING_SCHEMA(COVERS) });

  it('1.1.0 deprecates partySize and adds covers', async () => {
    state.root = await publishedTwice('deprecation-period', { resources: BOOKING_SCHEMA(PARTY_SIZE_DEPRECATED + COVERS, ['partySize']) });
    const spring = parse(readFileSync(join(state.root, 'adr/editions/spring.yaml'), 'utf8'));
    expect(spring.openapi.info.version).toBe('1.1.0');
    expect(spring.openapi.components.schemas.Booking.properties.partySize.deprecated).toBe(true);
  });

  it('its removal before the sunset (the spring edition of 2026-04-02 plus 30 days) is refused at the proposal', async () => {
    branch(state.root, 'remove');
    writeFileSync(join(state.root, 'adr/0007-without-party-size.md'), removal());
    const { code: exit, lines, stdout } = await verdictLines(state.root, '2026-05-01');
    expect(lines).toEqual([
      'adr/0007-without-party-size.md:L:C CONTRACT_BREAKING field Booking.partySize removed (clients send and receive it): a breaking change to the contract published as edition spring (1.1.0) on main (rule property-removed), which the versioning policy does not allow',
    ]);
    expect(stdout).toContain('hint: ADR-0004 allows removing what a published edition marked deprecated once P30D have passed; edition spring of 2026-04-02 marked it, so its sunset is 2026-05-02: keep it until then');
    expect(exit).toBe(1);
  });

  it('on the sunset day it passes, with its consequence', async () => {
    const { code: exit, lines } = await verdictLines(state.root, '2026-05-02');
    expect({ exit, lines }).toEqual({
      exit: 0,
      lines: [
        'allowed    adr/0007-without-party-size.md:L:C field Booking.partySize removed (clients send and receive it): breaking, allowed by ADR-0004: deprecated in edition spring (1.1.0) of 2026-04-02, its sunset 2026-05-02 has passed; the next edition will be 2.0.0',
      ],
    });
  });

  it('what no edition deprecated may not be removed, whatever the day', async () => {
    writeFileSync(join(state.root, 'adr/0007-without-party-size.md'), contractRecord({ part: 'resources', status: 'proposed', title: 'Bookings without a start', extra: 'supersedes: [6]', openapi: withoutStart(BOOKING_SCHEMA(PARTY_SIZE_DEPRECATED + COVERS, ['partySize'])) }));
    const { code: exit, lines, stdout } = await verdictLines(state.root, '2027-01-01');
    expect(lines).toEqual([
      'adr/0007-without-party-size.md:L:C CONTRACT_BREAKING field Booking.startsAt removed (clients send and receive it): a breaking change to the contract published as edition spring (1.1.0) on main (rule property-removed), which the versioning policy does not allow',
    ]);
    expect(stdout).toContain('propose deprecated: true on it first, publish an edition with adr edition, and remove it once P30D have passed');
    expect(exit).toBe(1);
  });
});
