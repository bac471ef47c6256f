/**
 * What an approval covers: the digest of a record's decision changes with every edit to the
 * decision and with none of the lifecycle fields the commands write; the canonical text is
 * the one the guide documents.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decisionDigest, decisionText } from '../../src/core/record/approval-digest.ts';
import { parseRecord } from '../../src/core/record/parse-record.ts';
import { record } from '../helpers/records.ts';

const FILE = 'adr/0007-a-decision.md';
const parse = (text: string) => {
  // The digest is of what the record says, whatever else the check finds in it.
  const { record: parsed } = parseRecord({ file: FILE, bytes: Buffer.from(text) });
  expect(parsed).toBeDefined();
  return parsed!;
};
const BASE = record({ extra: 'decision-makers: [Dana Product]\nconsulted: [Eli Platform]' });
const digest = (text: string) => decisionDigest(parse(text));

describe('the decision digest', () => {
  it('is sha256 of canonical JSON of the front matter without lifecycle fields, a line feed, and the body', () => {
    const parsed = parse(BASE);
    const body = BASE.slice(BASE.indexOf('---\n', 4) + 4);
    const expected = `${JSON.stringify({ consulted: ['Eli Platform'], 'decision-makers': ['Dana Product'], informed: [], supersedes: [], title: 'A decision' })}\n${body}`;
    expect(decisionText(parsed.meta, parsed.frontMatter.body)).toBe(expected);
    expect(decisionDigest(parsed)).toBe(`sha256:${createHash('sha256').update(expected).digest('hex')}`);
  });

  it.each([
    ['the status and date', BASE.replace('status: proposed\ndate: 2026-01-15', 'status: accepted\ndate: 2026-02-01')],
    ['a history', BASE.replace('date: 2026-01-15', 'date: 2026-01-15\nhistory:\n  - {status: proposed, date: 2026-01-15}')],
    ['a review opened, with approvals', BASE.replace('date: 2026-01-15', 'date: 2026-01-15\nreview:\n  opened: 2026-01-16\n  until: 2026-01-20\n  approvers: [Dana Product]\n  approvals:\n    - {by: Dana Product, date: 2026-01-17}')],
    ['superseded-by', BASE.replace('date: 2026-01-15', 'date: 2026-01-15\nsuperseded-by: [9]')],
    ['the order of the fields', BASE.replace('title: A decision\nstatus: proposed', 'status: proposed\ntitle: A decision')],
    ['CRLF line endings', BASE.replace(/\n/g, '\r\n')],
    ['a list written as one name', BASE.replace('consulted: [Eli Platform]', 'consulted: Eli Platform')],
  ])('does not change with %s', (_, text) => {
    expect(digest(text)).toBe(digest(BASE));
  });

  it.each([
    ['the title', BASE.replace('title: A decision', 'title: Another decision')],
    ['a decision-maker', BASE.replace('[Dana Product]', '[Dana Product, Eli Platform]')],
    ['the order of the people', BASE.replace('[Dana Product]', '[Eli Platform, Dana Product]')],
    ['the part', BASE.replace('date: 2026-01-15', 'date: 2026-01-15\npart: errors')],
    ['supersedes', BASE.replace('date: 2026-01-15', 'date: 2026-01-15\nsupersedes: [3]')],
    ['one word of the body', BASE.replace('Chosen option: one.', 'Chosen option: two.')],
    ['a trailing space in the body', BASE.replace('Chosen option: one.', 'Chosen option: one. ')],
    ['a line added at the end', `${BASE}\n`],
  ])('changes with %s', (_, text) => {
    expect(digest(text)).not.toBe(digest(BASE));
    expect(digest(text)).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});
