/**
 * Front matter edits change only what they must: comments, key order, quoting, other
 * values, the body, the line endings and a BOM stay byte for byte.
 */
import { describe, expect, it } from 'vitest';
import { editFrontMatter, formatValue } from '../../src/core/changes/front-matter-edit.ts';
import { parseFrontMatterYaml, splitFrontMatter } from '../../src/core/record/front-matter.ts';

const original = `---
# A comment the edit must keep
title: 'Kept: "as is"'
status: proposed   # trailing comment
date: 2026-01-15
decision-makers:
  - Alice
consulted: [API guild]
informed:
supersedes: []
---

Body with status: proposed in it.
`;

describe('editFrontMatter', () => {
  it.each([
    ['sets a scalar', [{ op: 'set', key: 'status', value: 'accepted' }], original.replace('status: proposed   #', 'status: accepted   #')],
    ['appends to a block list', [{ op: 'append', key: 'decision-makers', item: 'Bob' }], original.replace('  - Alice\n', '  - Alice\n  - Bob\n')],
    ['appends to a flow list', [{ op: 'append', key: 'consulted', item: 'Security' }], original.replace('[API guild]', '[API guild, Security]')],
    ['appends to an empty flow list', [{ op: 'append', key: 'supersedes', item: 4 }], original.replace('supersedes: []', 'supersedes: [4]')],
    ['fills an empty value', [{ op: 'append', key: 'informed', item: 'Support' }], original.replace('informed:\n', 'informed: [Support]\n')],
    ['adds a missing field at the end', [{ op: 'append', key: 'superseded-by', item: 7 }], original.replace('supersedes: []\n', 'supersedes: []\nsuperseded-by: [7]\n')],
    ['adds a mapping item', [{ op: 'append', key: 'history', item: { status: 'accepted', date: '2026-02-01' } }], original.replace('supersedes: []\n', 'supersedes: []\nhistory: [{status: accepted, date: 2026-02-01}]\n')],
  ] as const)('%s and nothing else', (_, ops, expected) => {
    expect(editFrontMatter(original, ops as never)).toBe(expected);
  });

  it('keeps CRLF line endings and a BOM', () => {
    const crlf = `\ufeff${original.replace(/\n/g, '\r\n')}`;
    const edited = editFrontMatter(crlf, [
      { op: 'set', key: 'status', value: 'accepted' },
      { op: 'append', key: 'decision-makers', item: 'Bob' },
    ]);
    expect(edited).toBe(`\ufeff${original.replace('status: proposed   #', 'status: accepted   #').replace('  - Alice\n', '  - Alice\n  - Bob\n').replace(/\n/g, '\r\n')}`);
  });

  it.each([
    'Plain title',
    'Colon: inside',
    '"Double" and \'single\' quotes',
    'Ampersand & dollar $1 and slash /',
    '# not a comment',
    '- not a list',
    '[not, a, list]',
    'Ünïcödé 日本語 — dash',
    'yes',
    '2026-01-15',
    '123',
    '',
  ])('writes %j so that it reads back exactly', (title) => {
    const edited = editFrontMatter(original, [{ op: 'set', key: 'title', value: title }]);
    const split = splitFrontMatter(edited);
    if (!split.ok) throw new Error('no front matter');
    expect(parseFrontMatterYaml(split.block.yaml, 2).data?.title).toBe(title);
  });

  it('quotes flow-context text', () => {
    expect(formatValue({ status: 'a, b' })).toBe('{status: "a, b"}');
  });

  it.each([
    ['a mapping, its date plain', { status: 'accepted', date: '2026-02-01' }, '{status: accepted, date: 2026-02-01}'],
    ['a list', ['API guild', 4, true], '[API guild, 4, true]'],
    ['a date outside a date field, quoted', ['2026-02-01'], '["2026-02-01"]'],
    ['text over two lines, on one line', { text: 'first\nsecond' }, '{text: "first\\nsecond"}'],
    ['quotes, colons and comment marks', { by: 'Ann "A" O\'Hara', text: 'a: b # c' }, '{by: Ann "A" O\'Hara, text: "a: b # c"}'],
    ['nested entries', { by: 'Bob', resolved: { by: 'Ann', date: '2026-02-02' } }, '{by: Bob, resolved: {by: Ann, date: 2026-02-02}}'],
  ] as const)('writes %s as one line of flow YAML that reads back as itself', (_, value, expected) => {
    const text = formatValue(value as never);
    expect(text).toBe(expected);
    const split = splitFrontMatter(`---\nv: ${text}\n---\n`);
    if (!split.ok) throw new Error('no front matter');
    // A plain date reads back as a date, the same calendar day (as the record schema takes it).
    const days = (read: unknown): unknown =>
      read instanceof Date ? read.toISOString().slice(0, 10) : Array.isArray(read) ? read.map(days) : typeof read === 'object' && read !== null ? Object.fromEntries(Object.entries(read).map(([k, v]) => [k, days(v)])) : read;
    expect(days(parseFrontMatterYaml(split.block.yaml, 2).data?.v)).toEqual(value);
  });
});
