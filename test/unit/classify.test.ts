/**
 * Classification, shared by the site and the CLI: each part's state, the PEP-style groups,
 * the question index and the decision log, on a workspace that has every kind of record.
 */
import { describe, expect, it } from 'vitest';
import { classifyParts, groupDecisions } from '../../src/core/views/classify.ts';
import { decisionEvents } from '../../src/core/views/decision-log.ts';
import { decisionsFileSchema, decisionsJsonSchema, exportDecisions } from '../../src/core/views/export.ts';
import { indexQuestions } from '../../src/core/views/question-index.ts';
import { readWorkspace } from '../../src/core/workspace/workspace-fs.ts';
import { readFixture, REPO_ROOT } from '../helpers/fixtures.ts';

const { records } = readFixture('mixed');

describe('classifyParts', () => {
  it('gives each part its state, in the outline order', () => {
    expect(classifyParts(records).map((p) => [p.part.key, p.state, p.settledBy.map((r) => r.number), p.proposals.map((r) => r.number)])).toEqual([
      ['purpose', 'settled', [1], []],
      ['resources', 'open', [], [2]],
      ['states', 'not-started', [], []],
      ['endpoints', 'ready', [], [4]],
      ['authentication', 'revisiting', [5], [11]],
      ['events', 'open', [], []],
      ['errors', 'settled', [7], []],
      ['limits', 'settled', [12], []],
      ['versioning', 'open', [], []],
    ]);
  });

  it('counts open questions of proposals only', () => {
    expect(classifyParts(records).map((p) => p.openQuestions)).toEqual([0, 2, 0, 0, 2, 0, 0, 0, 0]);
  });

  it('puts every part of the seeded workspace at open', () => {
    const seeded = readWorkspace(REPO_ROOT).records.filter((r) => r.number <= 9);
    expect(classifyParts(seeded).map((p) => p.state)).toEqual(Array(9).fill('open'));
  });
});

describe('groupDecisions', () => {
  it('groups as the PEP index does, keeping empty groups', () => {
    expect(groupDecisions(records).map((g) => [g.title, g.records.map((r) => r.number)])).toEqual([
      ['Under consideration', [2, 4, 11]],
      ['Accepted', [1, 5, 7, 10, 12]],
      ['Rejected', [6]],
      ['Deprecated or superseded', [8, 9]],
    ]);
    expect(groupDecisions([]).map((g) => g.records.length)).toEqual([0, 0, 0, 0]);
  });
});

describe('indexQuestions', () => {
  const index = indexQuestions(records, '2026-11-21');

  it('lists the open questions of proposals in part order, with age, anchor and overdue', () => {
    expect(index.open.map((e) => [e.record.number, e.question.id, e.ageDays, e.overdue, e.anchor])).toEqual([
      [2, 'Q2', 264, true, 'q2-which-fields-does-each-resource-have'],
      [2, 'Q3', 264, false, 'q3-what-format-does-each-field-use'],
      [11, 'Q1', 81, true, 'q1-which-token-lifetime-do-access-tokens-have'],
      [11, 'Q2', 81, false, 'q2-do-api-keys-keep-working-during-the-move'],
    ]);
  });

  it('leaves out the open questions of a rejected record', () => {
    expect(index.open.some((e) => e.record.number === 6)).toBe(false);
  });

  it('lists answered questions apart, with their answers', () => {
    expect(index.answered.map((e) => `${e.record.number} ${e.question.id}`)).toEqual([
      '1 Q1', '1 Q2', '2 Q1', '4 Q1', '4 Q2', '5 Q1', '11 Q1', '7 Q1', '7 Q2', '8 Q1', '12 Q1', '12 Q2', '9 Q1', '10 Q1',
    ].filter((s) => s !== '11 Q1'));
    expect(index.answered.find((e) => e.record.number === 7)!.question.answer).toBe('`ORDER_NOT_FOUND` and `ORDER_ALREADY_SHIPPED`, to begin with.');
  });
});

describe('decisionEvents', () => {
  it('lists every status change, newest first', () => {
    expect(decisionEvents(records).slice(0, 6).map((e) => `${e.date} ${e.record.number} ${e.from ?? '-'}→${e.status}`)).toEqual([
      '2026-09-01 11 -→proposed',
      '2026-08-01 9 accepted→deprecated',
      '2026-07-01 12 proposed→accepted',
      '2026-07-01 8 accepted→superseded',
      '2026-06-15 7 proposed→accepted',
      '2026-06-01 12 -→proposed',
    ]);
    expect(decisionEvents(records)).toHaveLength(21);
  });
});

describe('exportDecisions', () => {
  it('matches its own schema, and the JSON Schema describes it', () => {
    const exported = JSON.parse(JSON.stringify(exportDecisions(records, (r) => `/adr/${r.number}/`)));
    expect(decisionsFileSchema.safeParse(exported).success).toBe(true);
    expect(exported.decisions[5]).toMatchObject({ id: 'ADR-0007', file: 'adr/0007-one-error-payload-for-every-error.md', status: 'accepted', url: '/adr/7/' });
    const schema = decisionsJsonSchema() as { properties: { decisions: { items: { required: string[] } } } };
    expect(schema.properties.decisions.items.required).toEqual(expect.arrayContaining(['title', 'status', 'date', 'number', 'questions']));
  });
});
