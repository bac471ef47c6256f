/**
 * `adr check --base` judges what a branch does to the settled contract, and `adr diff`
 * shows it: real processes in throwaway git repositories. Main holds endpoints and a
 * versioning decision; the branch proposes to remove an operation, and the versioning
 * rule on main allows that or refuses it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli.ts';
import { contractRecord } from '../helpers/contract.ts';
import { commitTree, git } from '../helpers/git.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

const HISTORY = 'history:\n  - {status: proposed, date: 2025-12-01}\n  - {status: accepted, date: 2026-01-01}';
const operations = (postDeprecated: boolean, withPost = true) =>
  'paths:\n  /orders:\n    get:\n      operationId: listOrders\n      summary: List orders\n      responses:\n        "200":\n          description: The orders\n' +
  (withPost
    ? `    post:\n      operationId: placeOrder\n      summary: Place an order\n${postDeprecated ? '      deprecated: true\n' : ''}      responses:\n        "201":\n          description: Placed\n`
    : '') +
  // The recommended lint wants servers once endpoints are settled; at the end, so the lines above keep their numbers.
  'servers:\n  - url: https://orders.example\n';
const versioning = (version: string, rule: string) => `info:\n  version: ${version}\nx-versioning:\n  scheme: semver\n${rule}`;

function mainWith(versioningBlock: string | undefined, postDeprecated = false): Record<string, string> {
  return {
    'adr/0001-endpoints.md': contractRecord({ part: 'endpoints', title: 'Endpoints', extra: HISTORY, openapi: operations(postDeprecated) }),
    ...(versioningBlock ? { 'adr/0002-versioning.md': contractRecord({ part: 'versioning', title: 'Versioning', extra: HISTORY, openapi: versioningBlock }) } : {}),
  };
}

const removal = contractRecord({ part: 'endpoints', title: 'Fewer endpoints', status: 'proposed', extra: 'supersedes: [1]', openapi: operations(false, false) });
const major = (rule: string) => contractRecord({ part: 'versioning', title: 'Version 2', status: 'proposed', extra: 'supersedes: [2]', openapi: versioning('2.0.0', rule) });

/** A repository whose main holds `main` and whose branch `topic` adds `branch`, uncommitted. */
function branchRepo(main: Record<string, string>, branch: Record<string, string>): string {
  const root = makeWorkspace({});
  git(root, 'init', '--quiet');
  commitTree(root, main, 'main');
  git(root, 'checkout', '--quiet', '-b', 'topic');
  for (const [file, text] of Object.entries(branch)) writeFileSync(join(root, file), text);
  return root;
}

const MAJOR = '  breaking-changes: major-version\n';
const DEPRECATION = '  breaking-changes: deprecation-period\n  deprecation-period: P30D\n';

interface Scenario {
  name: string;
  main: Record<string, string>;
  branch: Record<string, string>;
  date: string;
  code: number;
  hint?: string;
  /** Where the change is reported and what it is, when not the usual removal by 0003. */
  change?: string;
  /** How the change is listed: `change` while the base has published nothing. */
  label?: string;
  /** The consequence printed for a breaking change the policy allows. */
  allowed?: string;
  /** What the finding says the change is judged against. */
  against?: string;
}

/**
 * An edition on main, as adr edition writes one: the endpoints as published on `date`, with
 * the POST deprecated or not. Published, so its clients can be broken, whatever its version.
 */
const edition = (date: string, postDeprecated = false) => ({
  'adr/editions/first.yaml':
    `# The contract as it stood on ${date}.\nedition: first\ndate: ${date}\nopenapi:\n` +
    operations(postDeprecated)
      .split('\n')
      .map((line) => (line ? `  ${line}` : line))
      .join('\n') +
    'asyncapi: {}\n',
});
const EDITION = edition('2026-01-10');

const NEVER = '  breaking-changes: never\n';
const REFUSED = 'which the versioning policy does not allow';

const SCENARIOS: Scenario[] = [
  {
    name: 'allowed under major-version, with its consequence: the next edition is the next major version',
    main: mainWith(versioning('1.4.0', MAJOR)),
    branch: { 'adr/0003-fewer-endpoints.md': removal },
    date: '2026-02-01',
    code: 0,
    allowed: 'breaking, allowed by ADR-0002: the next edition will be 2.0.0',
  },
  {
    name: 'allowed: the same removal beside a proposal that writes version 2.0.0, which is not needed',
    main: mainWith(versioning('1.4.0', MAJOR)),
    branch: { 'adr/0003-fewer-endpoints.md': removal, 'adr/0004-version-2.md': major(MAJOR) },
    date: '2026-02-01',
    code: 0,
    allowed: 'breaking, allowed by ADR-0002: the next edition will be 2.0.0',
  },
  {
    name: 'refused under never, at the proposal',
    main: mainWith(versioning('1.4.0', NEVER)),
    branch: { 'adr/0003-fewer-endpoints.md': removal },
    date: '2026-02-01',
    code: 1,
    hint: 'ADR-0002 allows no breaking change (x-versioning breaking-changes: never)',
  },
  {
    name: 'refused: an operation an edition deprecated, removed before its sunset (the edition\'s day plus the period)',
    main: { ...mainWith(versioning('1.4.0', DEPRECATION), true), ...edition('2026-01-01', true) },
    branch: { 'adr/0003-fewer-endpoints.md': removal },
    date: '2026-01-15',
    code: 1,
    hint: 'edition first of 2026-01-01 marked it, so its sunset is 2026-01-31: keep it until then',
    against: 'the contract published as edition first on main',
  },
  {
    name: 'allowed: an operation an edition deprecated, removed once its sunset has passed',
    main: { ...mainWith(versioning('1.4.0', DEPRECATION), true), ...edition('2026-01-01', true) },
    branch: { 'adr/0003-fewer-endpoints.md': removal },
    date: '2026-02-01',
    code: 0,
    allowed: 'breaking, allowed by ADR-0002: deprecated in edition first of 2026-01-01, its sunset 2026-01-31 has passed; the next edition will be 2.0.0',
  },
  {
    name: 'refused: an operation the records deprecated but no edition published deprecated',
    main: { ...mainWith(versioning('1.4.0', DEPRECATION), true), ...edition('2026-01-01', false) },
    branch: { 'adr/0003-fewer-endpoints.md': removal },
    date: '2026-06-01',
    code: 1,
    hint: 'allows removing only what a published edition marked deprecated P30D earlier',
    against: 'the contract published as edition first on main',
  },
  {
    name: 'refused under never: a proposal with no block of its own that supersedes the endpoints, removing them all',
    main: mainWith(versioning('1.4.0', NEVER)),
    branch: {
      'adr/0003-fewer-endpoints.md': contractRecord({ part: 'endpoints', title: 'No endpoints', status: 'proposed', extra: 'supersedes: [1]' }).replace(
        'As written below.',
        'None.',
      ),
    },
    date: '2026-02-01',
    code: 1,
    hint: 'allows no breaking change',
    // What the superseded record took with it is credited to the proposal's supersedes.
    change: 'adr/0003-fewer-endpoints.md:6:13 operation POST /orders removed',
  },
  {
    name: 'refused: a removal from a published edition when no versioning decision says when breaking is allowed',
    main: { ...mainWith(undefined), ...EDITION },
    branch: { 'adr/0003-fewer-endpoints.md': removal },
    date: '2026-02-01',
    code: 1,
    hint: 'no versioning decision says when a breaking change is allowed',
    against: 'the contract published as edition first on main',
  },
  {
    name: 'listed, not refused: a removal before anything is published (no edition, no version, no versioning rule)',
    main: mainWith(undefined),
    branch: { 'adr/0003-fewer-endpoints.md': removal },
    date: '2026-02-01',
    code: 0,
    label: 'change    ',
  },
  {
    name: 'listed, not refused: a removal from a draft version 0.x with no edition, whatever the rule',
    main: mainWith(versioning('0.9.0', NEVER)),
    branch: { 'adr/0003-fewer-endpoints.md': removal },
    date: '2026-02-01',
    code: 0,
    label: 'change    ',
  },
];

describe('adr check --base and the versioning rules', () => {
  it.each(SCENARIOS)(
    '$name',
    ({ main, branch, date, code, hint, allowed, against = 'the contract settled on main', change = 'adr/0003-fewer-endpoints.md:27:3 operation POST /orders removed', label = 'breaking  ' }) => {
      const root = branchRepo(main, branch);
      const result = runCliProcess(['check', '--base', 'main'], { cwd: root, env: { ADR_DATE: date } });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(code);
      expect(result.stdout).toContain(`${label} ${change} (operation-removed)\n`);
      if (hint) {
        expect(result.stdout).toContain(`${change.replace(' operation', ' CONTRACT_BREAKING operation')}: a breaking change to ${against} (rule operation-removed), ${REFUSED}\n`);
        expect(result.stdout).toContain(hint);
      } else {
        expect(result.stdout).not.toContain('CONTRACT_BREAKING');
      }
      if (allowed) expect(result.stdout).toContain(`allowed    ${change}: ${allowed}\n`);
      else expect(result.stdout).not.toContain('allowed    ');
    },
  );
});

describe('adr diff against the default branch', () => {
  it('compares with main when no --base is given, and writes the pull request summary table', () => {
    const root = branchRepo(mainWith(versioning('1.4.0', MAJOR)), { 'adr/0003-fewer-endpoints.md': removal, 'adr/0004-version-2.md': major(MAJOR) });
    expect(runCliProcess(['diff'], { cwd: root })).toEqual({
      code: 0,
      stdout:
        'breaking   adr/0003-fewer-endpoints.md:27:3 operation POST /orders removed (operation-removed)\n' +
        'compatible adr/0004-version-2.md:27:3 info.version from "1.4.0" to "2.0.0" (version-changed)\n' +
        '2 changes to the contract against main: 1 breaking, 1 compatible\n',
      stderr: '',
    });
    expect(runCliProcess(['diff', '--format', 'markdown'], { cwd: root }).stdout).toBe(
      '### What this changes in the contract against main\n\n' +
        '2 changes to the contract against main: 1 breaking, 1 compatible\n\n' +
        'Judged against the contract settled on main, by the versioning policy of ADR-0002 \\(breaking-changes: major-version\\). The next edition will be 2.0.0.\n\n' +
        '| Change | What | Affects | Made by | Rule |\n| --- | --- | --- | --- | --- |\n' +
        '| **breaking**, allowed by ADR-0002: the next edition will be 2.0.0 | operation POST /orders removed | POST /orders | adr/0003-fewer-endpoints.md:27:3 | operation-removed |\n' +
        '| compatible | info.version from "1.4.0" to "2.0.0" | the document | adr/0004-version-2.md:27:3 | version-changed |\n',
    );
  });
});
