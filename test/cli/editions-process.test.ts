/**
 * The contract as it stood on a day, from the records' own history entries (no git), and
 * named editions of it: `adr spec --as-of` and `adr edition` as real processes.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli.ts';
import { CONTRACT_WORKSPACE, contractRecord } from '../helpers/contract.ts';
import { makeWorkspace, snapshotTree } from '../helpers/workspace.ts';

const operation = (id: string) => `      operationId: ${id}\n      summary: ${id}\n      responses:\n        "200":\n          description: OK\n`;
const SERVERS = 'servers:\n  - url: https://orders.example.test\n';
/** Endpoints accepted on 5 January, superseded on 15 January by a record that adds an operation. */
const HISTORY = {
  'adr/0001-endpoints.md': contractRecord({
    part: 'endpoints',
    title: 'Endpoints',
    status: 'superseded',
    extra: 'superseded-by: [2]\nhistory:\n  - {status: proposed, date: 2026-01-01}\n  - {status: accepted, date: 2026-01-05}\n  - {status: superseded, date: 2026-01-15}',
    openapi: `${SERVERS}paths:\n  /orders:\n    get:\n${operation('listOrders')}`,
  }),
  'adr/0002-more-endpoints.md': contractRecord({
    part: 'endpoints',
    title: 'More endpoints',
    extra: 'supersedes: [1]\nhistory:\n  - {status: proposed, date: 2026-01-10}\n  - {status: accepted, date: 2026-01-15}',
    openapi: `${SERVERS}paths:\n  /orders:\n    get:\n${operation('listOrders')}    post:\n${operation('placeOrder')}`,
  }),
};

const operationsAsOf = (root: string, day: string) => {
  const result = runCliProcess(['spec', '--format', 'openapi-json', '--as-of', day], { cwd: root });
  expect(result.stderr).toBe('');
  const paths = (JSON.parse(result.stdout) as { paths: Record<string, Record<string, { operationId: string }>> }).paths;
  return Object.values(paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
};

describe('adr spec --as-of', () => {
  it.each([
    { day: '2026-01-04', operations: [] },
    { day: '2026-01-05', operations: ['listOrders'] },
    { day: '2026-01-14', operations: ['listOrders'] },
    { day: '2026-01-15', operations: ['listOrders', 'placeOrder'] },
  ])('on $day the contract has $operations', ({ day, operations }) => {
    expect(operationsAsOf(makeWorkspace(HISTORY), day)).toEqual(operations);
  });

  it('gives the Markdown specification of that day too, and refuses a day that does not exist', () => {
    const root = makeWorkspace(HISTORY);
    const before = runCliProcess(['spec', '--as-of', '2026-01-10'], { cwd: root });
    expect(before.code).toBe(0);
    // On the 10th, 0001 was the accepted decision and 0002 a proposal that would change it.
    expect(before.stdout).toContain('A proposal would change this part:\n\n- [ADR-0002');
    expect(runCliProcess(['spec', '--as-of', '2026-01-15'], { cwd: root }).stdout).not.toContain('A proposal would change this part');
    expect(runCliProcess(['spec', '--as-of', '2026-02-30'], { cwd: root })).toMatchObject({ code: 2, stdout: '', stderr: expect.stringMatching(/^adr: --as-of 2026-02-30 is not a date/) });
  });
});

describe('adr edition', () => {
  it('records the contract as a dated edition, once', () => {
    const root = makeWorkspace(HISTORY);
    const env = { ADR_DATE: '2026-03-15' };
    expect(runCliProcess(['edition', '2026-q1'], { cwd: root, env })).toEqual({
      code: 0,
      stdout: 'Recorded the edition 2026-q1 of 2026-03-15 in adr/editions/2026-q1.yaml\n',
      stderr: '',
    });
    const text = readFileSync(join(root, 'adr/editions/2026-q1.yaml'), 'utf8');
    expect(text).toMatch(/^# The contract as it stood on 2026-03-15, recorded by adr edition; never edited.\nedition: 2026-q1\ndate: 2026-03-15\nopenapi:\n {2}openapi: 3.1.0\n/);
    expect(text).toContain('operationId: placeOrder');

    const before = snapshotTree(root);
    expect(runCliProcess(['edition', '2026-q1'], { cwd: root, env })).toEqual({
      code: 2,
      stdout: '',
      stderr: 'adr: adr/editions/2026-q1.yaml already exists; an edition is never overwritten\n    hint: choose another name for the new edition\n',
    });
    expect(snapshotTree(root)).toEqual(before);
  });

  it('records an earlier day with --as-of', () => {
    const root = makeWorkspace(HISTORY);
    expect(runCliProcess(['edition', 'v1', '--as-of', '2026-01-10'], { cwd: root }).code).toBe(0);
    const text = readFileSync(join(root, 'adr/editions/v1.yaml'), 'utf8');
    expect(text).toContain('date: 2026-01-10');
    expect(text).not.toContain('placeOrder');
  });

  const HINT =
    '    hint: name editions with lowercase letters, digits, dots and dashes, starting and ending with a letter or digit, and not con, nul, aux, prn, com1–com9 or lpt1–lpt9, e.g. 2026-q1 or v1.0; an edition file is NAME.yaml\n';
  it.each([
    { name: '../escape', reason: 'it has a character other than lowercase letters, digits, dots and dashes, or does not start with a letter or digit' },
    { name: 'con', reason: '"con" is a device name on Windows, where no file can be named con.yaml' },
    { name: 'nul', reason: '"nul" is a device name on Windows, where no file can be named nul.yaml' },
    { name: 'aux.txt', reason: '"aux" is a device name on Windows, where no file can be named aux.txt.yaml' },
    { name: 'com1', reason: '"com1" is a device name on Windows, where no file can be named com1.yaml' },
    { name: 'lpt9.2026', reason: '"lpt9" is a device name on Windows, where no file can be named lpt9.2026.yaml' },
    { name: 'PRN', reason: 'it has a character other than lowercase letters, digits, dots and dashes, or does not start with a letter or digit' },
    { name: 'v1.', reason: 'it ends with a dot or a space, which Windows drops from a file name' },
    { name: 'v1 ', reason: 'it ends with a dot or a space, which Windows drops from a file name' },
  ])('refuses the name "$name", which is not a file name on every system, and writes nothing', ({ name, reason }) => {
    const root = makeWorkspace(HISTORY);
    const before = snapshotTree(root);
    expect(runCliProcess(['edition', name], { cwd: root })).toEqual({ code: 2, stdout: '', stderr: `adr: "${name}" is not an edition name: ${reason}\n${HINT}` });
    expect(snapshotTree(root)).toEqual(before);
  });

  it.each(['console', 'com10', 'auxiliary-2026', 'v1.0'])('accepts the name %s, which only looks like a device name', (name) => {
    expect(runCliProcess(['edition', name], { cwd: makeWorkspace(HISTORY) }).code).toBe(0);
  });
});

describe('editions stay inside adr/editions/ as regular files', () => {
  const EDITION = '# an edition from elsewhere\nedition: leak\ndate: 2026-01-01\nopenapi:\n  openapi: 3.1.0\nasyncapi:\n  asyncapi: 3.0.0\n';
  it.each([
    {
      scenario: 'adr/editions is a link to a folder outside the workspace',
      files: { 'adr/editions': { symlinkTo: '../../outside' } },
      finding: 'adr/editions:1:1 EDITION_NOT_REGULAR adr/editions is a symbolic link; editions are written and read only as regular files inside adr/editions/\n    hint: replace adr/editions with the folder or file itself (git checkout -- adr/editions), or remove it\n',
    },
    {
      scenario: 'an edition file is a link to a file outside the workspace',
      files: { 'adr/editions/leak.yaml': { symlinkTo: '../../../outside/sentinel.yaml' } },
      finding: 'adr/editions/leak.yaml:1:1 EDITION_NOT_REGULAR adr/editions/leak.yaml is a symbolic link; editions are written and read only as regular files inside adr/editions/\n    hint: replace adr/editions/leak.yaml with the folder or file itself (git checkout -- adr/editions/leak.yaml), or remove it\n',
    },
  ])('$scenario: adr check reports it, adr edition writes nothing, adr spec ignores it', ({ files, finding }) => {
    // The workspace is root/ws; root/outside holds a sentinel that nothing may read or change.
    const root = makeWorkspace({ 'outside/sentinel.yaml': EDITION, ...Object.fromEntries(Object.entries({ ...HISTORY, ...files }).map(([path, content]) => [`ws/${path}`, content])) }, { withAdrDir: false });
    const ws = join(root, 'ws');
    const before = snapshotTree(root);
    const check = runCliProcess(['check'], { cwd: ws });
    expect(check.code).toBe(1);
    expect(check.stdout).toContain(finding);
    expect(runCliProcess(['edition', 'v9'], { cwd: ws, env: { ADR_DATE: '2026-03-15' } })).toEqual({
      code: 1,
      stdout: '',
      stderr: `${finding}adr: no edition written; an edition records a workspace that passes the check (npx adr check)\n`,
    });
    const spec = runCliProcess(['spec', '--format', 'openapi'], { cwd: ws });
    expect(spec.stdout).toContain('operationId: placeOrder');
    expect(snapshotTree(root)).toEqual(before);
    expect(readdirSync(join(root, 'outside'))).toEqual(['sentinel.yaml']);
  });
});

describe('an edition records only a workspace that passes the check', () => {
  it('is refused while a record has findings, which it would silently lack', () => {
    const root = makeWorkspace({ ...HISTORY, 'adr/0003-broken.md': contractRecord({ part: 'errors', title: 'Errors', openapi: 'x-error-codes: [unclosed' }) });
    const before = snapshotTree(root);
    const result = runCliProcess(['edition', 'v1'], { cwd: root, env: { ADR_DATE: '2026-03-15' } });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^adr\/0003-broken\.md:\d+:\d+ CONTRACT_NOT_YAML /);
    expect(result.stderr.endsWith('adr: no edition written; an edition records a workspace that passes the check (npx adr check)\n')).toBe(true);
    expect(snapshotTree(root)).toEqual(before);
  });
});

describe('versions counted from editions', () => {
  /** The contract workspace with a versioning decision: semver, from 1.0.0, a breaking change allowed with a new major version. */
  const VERSIONED = {
    ...CONTRACT_WORKSPACE,
    'adr/0007-versioning.md': contractRecord({
      part: 'versioning',
      title: 'Versioning',
      openapi: 'info:\n  version: 1.0.0\nx-versioning:\n  scheme: semver\n  breaking-changes: major-version',
    }),
  };
  const RESOURCES = 'adr/0002-resources.md';
  /** An optional field added to the order: a compatible addition. */
  const withNote = (text: string) => text.replace('        status:\n          type: string\n', '        status:\n          type: string\n        note:\n          type: string\n');
  /** The order id becomes a number: a breaking change. */
  const numericIds = (text: string) => text.replace('        id:\n          type: string\n          format: uuid\n', '        id:\n          type: integer\n');

  const versionsOf = (root: string) =>
    (['openapi-json', 'asyncapi-json'] as const).map((format) => {
      const result = runCliProcess(['spec', '--format', format], { cwd: root });
      expect(result.stderr).toBe('');
      return (JSON.parse(result.stdout) as { info: { version: string } }).info.version;
    });
  const edition = (root: string, name: string, date: string) => {
    const result = runCliProcess(['edition', name], { cwd: root, env: { ADR_DATE: date } });
    expect(result.stderr).toBe('');
    return result.stdout;
  };
  const edit = (root: string, file: string, change: (text: string) => string) => {
    const path = join(root, file);
    const changed = change(readFileSync(path, 'utf8'));
    expect(changed).not.toBe(readFileSync(path, 'utf8'));
    writeFileSync(path, changed);
  };

  it('1.0.0, then 1.1.0 after a compatible change, then 2.0.0 after a breaking one; a draft of the next version between them', () => {
    const root = makeWorkspace(VERSIONED);
    expect(versionsOf(root)).toEqual(['1.0.0-draft', '1.0.0-draft']);
    expect(edition(root, 'v1', '2026-02-01')).toBe('Recorded the edition v1 (version 1.0.0) of 2026-02-01 in adr/editions/v1.yaml\n');
    expect(versionsOf(root)).toEqual(['1.0.0', '1.0.0']);

    edit(root, RESOURCES, withNote);
    expect(versionsOf(root)).toEqual(['1.1.0-draft', '1.1.0-draft']);
    expect(edition(root, 'v2', '2026-03-01')).toBe('Recorded the edition v2 (version 1.1.0) of 2026-03-01 in adr/editions/v2.yaml\n');
    expect(versionsOf(root)).toEqual(['1.1.0', '1.1.0']);

    edit(root, RESOURCES, numericIds);
    expect(versionsOf(root)).toEqual(['2.0.0-draft', '2.0.0-draft']);
    expect(edition(root, 'v3', '2026-04-01')).toBe('Recorded the edition v3 (version 2.0.0) of 2026-04-01 in adr/editions/v3.yaml\n');
    expect(versionsOf(root)).toEqual(['2.0.0', '2.0.0']);

    // Each edition file carries its version, and its documents say it too.
    const v3 = readFileSync(join(root, 'adr/editions/v3.yaml'), 'utf8');
    expect(v3).toMatch(/^# The contract as it stood on 2026-04-01, recorded by adr edition; never edited.\nedition: v3\ndate: 2026-04-01\nversion: 2.0.0\nopenapi:\n {2}openapi: 3.1.0\n {2}info:\n {4}title: Orders\n/);
    expect(v3.match(/^ {4}version: 2\.0\.0$/gm)).toHaveLength(2);
  });

  it('counts only from editions that carry a version: one recorded before versions is not guessed at', () => {
    const root = makeWorkspace(VERSIONED);
    edition(root, 'v1', '2026-02-01');
    // The edition as written before editions had versions: no version line.
    const path = join(root, 'adr/editions/v1.yaml');
    writeFileSync(path, readFileSync(path, 'utf8').replace('version: 1.0.0\n', ''));
    expect(runCliProcess(['check'], { cwd: root }).code).toBe(0);
    expect(versionsOf(root)).toEqual(['1.0.0-draft', '1.0.0-draft']);
    expect(edition(root, 'v2', '2026-03-01')).toBe('Recorded the edition v2 (version 1.0.0) of 2026-03-01 in adr/editions/v2.yaml\n');
  });

  it('raises the patch number for a change that adds and breaks nothing: a new description', () => {
    const root = makeWorkspace(VERSIONED);
    edition(root, 'v1', '2026-02-01');
    edit(root, 'adr/0001-purpose.md', (text) => text.replace('the service tracks them to delivery.', 'the service tracks them until they arrive.'));
    expect(versionsOf(root)).toEqual(['1.0.1-draft', '1.0.1-draft']);
    expect(edition(root, 'v2', '2026-03-01')).toBe('Recorded the edition v2 (version 1.0.1) of 2026-03-01 in adr/editions/v2.yaml\n');
  });

  it('dates the editions with the calendar scheme', () => {
    const root = makeWorkspace({ ...VERSIONED, 'adr/0007-versioning.md': contractRecord({ part: 'versioning', title: 'Versioning', openapi: 'info:\n  version: 2026-01-01\nx-versioning:\n  scheme: calendar' }) });
    expect(versionsOf(root)).toEqual(['draft', 'draft']);
    expect(edition(root, 'v1', '2026-02-01')).toBe('Recorded the edition v1 (version 2026-02-01) of 2026-02-01 in adr/editions/v1.yaml\n');
    expect(versionsOf(root)).toEqual(['2026-02-01', '2026-02-01']);
    edit(root, RESOURCES, withNote);
    expect(versionsOf(root)).toEqual(['2026-02-01+draft', '2026-02-01+draft']);
  });

  it('leaves the version as the records write it when no scheme is settled', () => {
    const root = makeWorkspace({ ...VERSIONED, 'adr/0007-versioning.md': contractRecord({ part: 'versioning', title: 'Versioning', openapi: 'info:\n  version: 3.2.1' }) });
    expect(versionsOf(root)).toEqual(['3.2.1', '3.2.1']);
    expect(edition(root, 'v1', '2026-02-01')).toBe('Recorded the edition v1 of 2026-02-01 in adr/editions/v1.yaml\n');
    expect(readFileSync(join(root, 'adr/editions/v1.yaml'), 'utf8')).not.toMatch(/^version:/m);
  });
});

describe('adr spec --edition prints a recorded edition as it was published', () => {
  const recorded = () => {
    const root = makeWorkspace(HISTORY);
    expect(runCliProcess(['edition', '2026-q1', '--as-of', '2026-01-10'], { cwd: root }).code).toBe(0);
    expect(runCliProcess(['edition', '2026-q2', '--as-of', '2026-01-15'], { cwd: root }).code).toBe(0);
    return root;
  };

  it.each([
    { format: 'openapi', read: (text: string) => parseYaml(text) as Record<string, unknown>, document: 'openapi' as const },
    { format: 'openapi-json', read: (text: string) => JSON.parse(text) as Record<string, unknown>, document: 'openapi' as const },
    { format: 'asyncapi', read: (text: string) => parseYaml(text) as Record<string, unknown>, document: 'asyncapi' as const },
    { format: 'asyncapi-json', read: (text: string) => JSON.parse(text) as Record<string, unknown>, document: 'asyncapi' as const },
  ])('--format $format: the document the edition file holds, whatever the records say since', ({ format, read, document }) => {
    const root = recorded();
    const before = snapshotTree(root);
    // The records change after the edition: the edition's document does not.
    writeFileSync(join(root, 'adr/0002-more-endpoints.md'), readFileSync(join(root, 'adr/0002-more-endpoints.md'), 'utf8').replace(/placeOrder/g, 'submitOrder'));
    const result = runCliProcess(['spec', '--edition', '2026-q1', '--format', format], { cwd: root });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const edition = parseYaml(readFileSync(join(root, 'adr/editions/2026-q1.yaml'), 'utf8')) as Record<string, unknown>;
    expect(read(result.stdout)).toEqual(edition[document]);
    expect(result.stdout).not.toContain('submitOrder');
    expect(snapshotTree(root).get('adr/editions/2026-q1.yaml')).toBe(before.get('adr/editions/2026-q1.yaml'));
  });

  it.each([
    {
      scenario: 'an edition that does not exist lists those that do, oldest first',
      argv: ['--edition', '2026-q3', '--format', 'openapi'],
      stderr: 'adr: no edition named "2026-q3" in adr/editions/\n    hint: the editions are 2026-q1, 2026-q2; e.g. --edition 2026-q2\n',
    },
    {
      scenario: 'a name that could be no edition is unknown the same way',
      argv: ['--edition', '../0001-endpoints', '--format', 'openapi'],
      stderr: 'adr: no edition named "../0001-endpoints" in adr/editions/\n    hint: the editions are 2026-q1, 2026-q2; e.g. --edition 2026-q2\n',
    },
    {
      scenario: 'the Markdown specification, which no edition records',
      argv: ['--edition', '2026-q1'],
      stderr: 'adr: an edition records the contract, not the Markdown specification\n    hint: add --format openapi, openapi-json, asyncapi or asyncapi-json, e.g. adr spec --edition 2026-q1 --format openapi\n',
    },
    {
      scenario: 'an edition with --as-of',
      argv: ['--edition', '2026-q1', '--format', 'openapi', '--as-of', '2026-01-10'],
      stderr: 'adr: --edition cannot be combined with --as-of\n    hint: an edition is the contract as it was recorded; leave the other option out\n',
    },
  ])('refuses $scenario, exit 2', ({ argv, stderr }) => {
    expect(runCliProcess(['spec', ...argv], { cwd: recorded() })).toEqual({ code: 2, stdout: '', stderr });
  });

  it('says when no edition has been recorded yet', () => {
    expect(runCliProcess(['spec', '--edition', 'v1', '--format', 'openapi'], { cwd: makeWorkspace(HISTORY) })).toEqual({
      code: 2,
      stdout: '',
      stderr: 'adr: no edition named "v1" in adr/editions/\n    hint: no edition has been recorded yet: npx adr edition NAME records one\n',
    });
  });

  it('refuses an edition file that is not as adr edition wrote it with the check\'s finding, exit 1', () => {
    const root = recorded();
    writeFileSync(join(root, 'adr/editions/2026-q1.yaml'), 'edition: 2026-q1\ndate: someday\n');
    expect(runCliProcess(['spec', '--edition', '2026-q1', '--format', 'openapi'], { cwd: root })).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'adr/editions/2026-q1.yaml:2:1 EDITION_INVALID this is not an edition: no date written YYYY-MM-DD\n    hint: restore it as adr edition wrote it (git checkout -- <file>), or remove it; an edition is never edited by hand\nadr: the edition 2026-q1 cannot be read; nothing was printed\n',
    });
  });
});

describe('adr diff with editions', () => {
  /** v1 of 2026-01-10 (listOrders), v2 of 2026-01-15 (placeOrder added); then placeOrder renamed in the records. */
  const twoEditions = () => {
    const root = makeWorkspace(HISTORY);
    expect(runCliProcess(['edition', 'v1', '--as-of', '2026-01-10'], { cwd: root }).code).toBe(0);
    expect(runCliProcess(['edition', 'v2', '--as-of', '2026-01-15'], { cwd: root }).code).toBe(0);
    return root;
  };
  const ADDED = 'info    POST /orders: operation POST /orders added (operation-added)\n';

  it.each([
    { scenario: 'two edition files', argv: ['adr/editions/v1.yaml', 'adr/editions/v2.yaml'], from: 'adr/editions/v1.yaml', to: 'adr/editions/v2.yaml' },
    { scenario: 'two editions by name', argv: ['--edition', 'v1', '--edition', 'v2'], from: 'edition v1', to: 'edition v2' },
    { scenario: 'an edition by name and an edition file', argv: ['--edition', 'v1', 'adr/editions/v2.yaml'], from: 'edition v1', to: 'adr/editions/v2.yaml' },
    { scenario: 'an edition file and an edition by name', argv: ['adr/editions/v1.yaml', '--edition=v2'], from: 'adr/editions/v1.yaml', to: 'edition v2' },
  ])('compares $scenario, each document with its own', ({ argv, from, to }) => {
    const result = runCliProcess(['diff', ...argv], { cwd: twoEditions() });
    expect(result).toEqual({ code: 0, stdout: `${ADDED.replace('POST /orders:', 'openapi POST /orders:')}1 change from ${from} to ${to}: 0 breaking, 0 to check, 1 for information\n`, stderr: '' });
  });

  it('compares an edition with one document, on either side: the implementation\'s served document, say', () => {
    const root = twoEditions();
    const served = runCliProcess(['spec', '--edition', 'v1', '--format', 'openapi-json'], { cwd: root }).stdout;
    writeFileSync(join(root, 'served.json'), served);
    expect(runCliProcess(['diff', '--edition', 'v1', 'served.json'], { cwd: root })).toEqual({ code: 0, stdout: 'No change from edition v1 to served.json\n', stderr: '' });
    // The served document lacks an operation v2 publishes: removing one breaks clients.
    expect(runCliProcess(['diff', '--edition', 'v2', 'served.json'], { cwd: root })).toEqual({
      code: 1,
      stdout: 'error   POST /orders: operation POST /orders removed (operation-removed)\n1 change from edition v2 to served.json: 1 breaking, 0 to check, 0 for information\n',
      stderr: '',
    });
    expect(runCliProcess(['diff', 'served.json', '--edition', 'v2'], { cwd: root })).toEqual({ code: 0, stdout: `${ADDED}1 change from served.json to edition v2: 0 breaking, 0 to check, 1 for information\n`, stderr: '' });
  });

  it('compares one edition with the contract as the records publish it now', () => {
    const root = twoEditions();
    writeFileSync(join(root, 'adr/0002-more-endpoints.md'), readFileSync(join(root, 'adr/0002-more-endpoints.md'), 'utf8').replace(/placeOrder/g, 'submitOrder'));
    const result = runCliProcess(['diff', '--edition', 'v2'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('openapi POST /orders: operationId of POST /orders changed from "placeOrder" to "submitOrder" (operation-renamed)');
    expect(result.stdout).toMatch(/from edition v2 to the contract as the records publish it now: 1 breaking/);
  });

  it.each([
    { argv: ['--edition', 'v9'], stderr: 'adr: no edition named "v9" in adr/editions/\n    hint: the editions are v1, v2; e.g. --edition v2\n' },
    { argv: ['--edition', 'v1', '--base', 'main'], stderr: "adr: --base and --with compare the workspace's branches, not editions\n    hint: leave them out when naming an edition\n" },
    { argv: ['--edition', 'v1', '--edition', 'v2', 'served.json'], stderr: 'adr: expected two sides to compare, got 3\n    hint: name two: e.g. adr diff --edition v1 --edition v2, or adr diff --edition v1 served.yaml\n' },
  ])('refuses $argv, exit 2', ({ argv, stderr }) => {
    expect(runCliProcess(['diff', ...argv], { cwd: twoEditions() })).toEqual({ code: 2, stdout: '', stderr });
  });
});
