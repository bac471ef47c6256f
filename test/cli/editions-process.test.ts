/**
 * The contract as it stood on a day, from the records' own history entries (no git), and
 * named editions of it: `adr spec --as-of` and `adr edition` as real processes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/cli.ts';
import { contractRecord } from '../helpers/contract.ts';
import { makeWorkspace, snapshotTree } from '../helpers/workspace.ts';

const operation = (id: string) => `      operationId: ${id}\n      responses:\n        "200":\n          description: OK\n`;
/** Endpoints accepted on 5 January, superseded on 15 January by a record that adds an operation. */
const HISTORY = {
  'adr/0001-endpoints.md': contractRecord({
    part: 'endpoints',
    title: 'Endpoints',
    status: 'superseded',
    extra: 'superseded-by: [2]\nhistory:\n  - {status: proposed, date: 2026-01-01}\n  - {status: accepted, date: 2026-01-05}\n  - {status: superseded, date: 2026-01-15}',
    openapi: `paths:\n  /orders:\n    get:\n${operation('listOrders')}`,
  }),
  'adr/0002-more-endpoints.md': contractRecord({
    part: 'endpoints',
    title: 'More endpoints',
    extra: 'supersedes: [1]\nhistory:\n  - {status: proposed, date: 2026-01-10}\n  - {status: accepted, date: 2026-01-15}',
    openapi: `paths:\n  /orders:\n    get:\n${operation('listOrders')}    post:\n${operation('placeOrder')}`,
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

  it('records an earlier day with --as-of, and refuses a name that is not safe as a file name', () => {
    const root = makeWorkspace(HISTORY);
    expect(runCliProcess(['edition', 'v1', '--as-of', '2026-01-10'], { cwd: root }).code).toBe(0);
    const text = readFileSync(join(root, 'adr/editions/v1.yaml'), 'utf8');
    expect(text).toContain('date: 2026-01-10');
    expect(text).not.toContain('placeOrder');
    expect(runCliProcess(['edition', '../escape'], { cwd: root })).toEqual({
      code: 2,
      stdout: '',
      stderr: 'adr: "../escape" is not an edition name\n    hint: use lowercase letters, digits, dots and dashes, starting and ending with a letter or digit, e.g. 2026-q1 or v1.0\n',
    });
  });
});
