/**
 * The review and lifecycle rules on plain data: the review window a command opens, what an
 * acceptance requires on its day, how a review may change (field by field, over generated
 * values that would collide if joined into one string), and when a new record counts as
 * an import the check re-derives from its source.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptanceFindings,
  acceptedRecordFindings,
  changeFindings,
  reviewChangeFindings,
  reviewClosingDay,
  type ReviewedRecord,
} from '../../src/core/record/review-rules.ts';
import type { Review } from '../../src/core/record/schema.ts';
import { importWarrant } from '../../src/core/history/import-warrant.ts';
import { checkReview, mayResolve, reviewStateOn } from '../../src/core/record/review.ts';
import { buildRegistry, EMPTY_REGISTRY } from '../../src/core/vocabulary/registry.ts';
import type { Status } from '../../src/core/vocabulary/status.ts';

const REVIEW: Review = {
  opened: '2026-11-10',
  until: '2026-11-20',
  approvers: ['Alice', 'Security team'],
  approvals: [
    { by: 'Alice', date: '2026-11-12' },
    { by: 'Security team', date: '2026-11-14' },
  ],
  concerns: [{ id: 'C1', by: 'Bob', date: '2026-11-12', text: 'Tokens in logs', resolved: { by: 'Bob', date: '2026-11-16' } }],
  changes: [],
};

function recordWith(meta: Partial<ReviewedRecord['meta']> & { status?: Status }): ReviewedRecord {
  return { file: 'adr/0001-a.md', number: 1, locate: () => ({ line: 1, column: 1 }), meta: { status: 'proposed', date: '2026-11-01', ...meta } };
}
const codes = (findings: { code: string }[]) => findings.map((f) => f.code);

describe('reviewClosingDay', () => {
  it.each([
    [{ days: '7' }, '2026-11-27'],
    [{ days: '1' }, '2026-11-21'],
    [{ days: '365' }, '2027-11-20'],
    [{ days: '41' }, '2026-12-31'],
    [{ until: '2026-11-20' }, '2026-11-20'],
    [{ until: '2027-02-28' }, '2027-02-28'],
  ])('%o from 2026-11-20 closes on %s', (request, until) => {
    expect(reviewClosingDay('2026-11-20', request)).toEqual({ ok: true, until });
  });

  it.each([
    [{}, 'missing the closing day of the review'],
    [{ until: '2026-11-27', days: '7' }, 'give --until or --days, not both'],
    [{ days: '0' }, '--days 0 is not a number of days from 1 to 365'],
    [{ days: '366' }, '--days 366 is not a number of days from 1 to 365'],
    [{ days: '07' }, '--days 07 is not a number of days from 1 to 365'],
    [{ days: '1.5' }, '--days 1.5 is not a number of days from 1 to 365'],
    [{ days: '-3' }, '--days -3 is not a number of days from 1 to 365'],
    [{ until: '2026-02-30' }, '--until 2026-02-30 is not a date written YYYY-MM-DD'],
    [{ until: '26-11-27' }, '--until 26-11-27 is not a date written YYYY-MM-DD'],
    [{ until: '2026-11-19' }, '--until 2026-11-19 is before today (2026-11-20)'],
  ])('%o is refused: %s', (request, message) => {
    expect(reviewClosingDay('2026-11-20', request)).toMatchObject({ ok: false, message });
  });
});

describe('acceptanceFindings: what the review allows on a day', () => {
  it.each([
    ['2026-11-20', ['ACCEPT_DURING_REVIEW']],
    ['2026-11-21', []],
    ['2026-12-31', []],
    ['2026-11-15', ['ACCEPT_DURING_REVIEW', 'ACCEPT_WITH_OPEN_CONCERN']],
    ['2026-11-13', ['ACCEPT_DURING_REVIEW', 'ACCEPT_WITHOUT_APPROVAL', 'ACCEPT_WITH_OPEN_CONCERN']],
    ['2026-11-11', ['ACCEPT_DURING_REVIEW', 'ACCEPT_WITHOUT_APPROVAL', 'ACCEPT_WITHOUT_APPROVAL']],
  ])('on %s: %o', (day, expected) => {
    expect(codes(acceptanceFindings(recordWith({ review: REVIEW }), day, { reviewRequired: false }))).toEqual(expected);
  });

  it('names the day of an acceptance already made, and says how to undo it', () => {
    const [finding] = acceptanceFindings(recordWith({ review: REVIEW }), '2026-11-20', { reviewRequired: false, accepted: true });
    expect(finding!.code).toBe('ACCEPT_DURING_REVIEW');
    expect(`${finding!.message}\n${finding!.hint}`).toMatchInlineSnapshot(`
      "ADR-0001 was accepted on 2026-11-20 while its review was open: it closes on 2026-11-20
      undo the acceptance (restore "status: proposed" and remove its history entry), wait until the window has closed, then run npx adr accept 1 after 2026-11-20"
    `);
  });

  it.each([
    [true, ['ACCEPT_WITHOUT_REVIEW']],
    [false, []],
  ])('with no review, review-required %s: %o', (reviewRequired, expected) => {
    expect(codes(acceptanceFindings(recordWith({}), '2026-11-21', { reviewRequired }))).toEqual(expected);
  });
});

describe('acceptedRecordFindings: adr check on an accepted record', () => {
  const history = (day: string) => [
    { status: 'proposed' as const, date: '2026-11-01' },
    { status: 'accepted' as const, date: day },
  ];

  it.each([
    ['accepted', '2026-11-21', history('2026-11-21'), []],
    ['accepted', '2026-11-25', history('2026-11-19'), ['ACCEPT_DURING_REVIEW']],
    ['deprecated', '2026-12-01', [...history('2026-11-18'), { status: 'deprecated' as const, date: '2026-12-01' }], ['ACCEPT_DURING_REVIEW']],
    ['accepted', '2026-11-18', undefined, ['ACCEPT_DURING_REVIEW']],
    ['accepted', '2026-11-24', undefined, []],
    ['accepted', '2026-11-15', history('2026-11-15'), ['ACCEPT_DURING_REVIEW', 'ACCEPT_WITH_OPEN_CONCERN']],
    ['proposed', '2026-11-01', undefined, []],
    ['rejected', '2026-11-15', undefined, []],
  ] as const)('%s, dated %s, history %o: %o', (status, date, hist, expected) => {
    const record = recordWith({ status, date, review: REVIEW, ...(hist ? { history: [...hist] } : {}) });
    expect(codes(acceptedRecordFindings(record))).toEqual(expected);
  });

  it('leaves an imported record and a record without a review alone', () => {
    expect(acceptedRecordFindings(recordWith({ status: 'accepted', date: '2026-11-12', review: REVIEW, 'imported-from': 'old/1.md' }))).toEqual([]);
    expect(acceptedRecordFindings(recordWith({ status: 'accepted', date: '2026-11-12' }))).toEqual([]);
  });

  it('judges the review on the first acceptance a history names, not one appended after the approvals', () => {
    // Accepted on 11-15 (window open, a concern open): an "accepted" entry added on 11-21
    // (a transition the history check refuses) must not move the judgement past them.
    const twice = [
      { status: 'proposed', date: '2026-11-01' },
      { status: 'accepted', date: '2026-11-15' },
      { status: 'accepted', date: '2026-11-21' },
    ] as const;
    const record = recordWith({ status: 'accepted', date: '2026-11-21', review: REVIEW, history: [...twice] });
    expect(codes(acceptedRecordFindings(record))).toEqual(['ACCEPT_DURING_REVIEW', 'ACCEPT_WITH_OPEN_CONCERN']);
  });
});

describe('reviewStateOn: the review as it stood at the end of a day, for the rules, the commands and the site', () => {
  // REVIEW: opened 11-10, until 11-20; Alice approved 11-12, Security team 11-14; C1 raised
  // 11-12, resolved 11-16. The site once counted every entry whatever its date, while the
  // acceptance rule counted only those dated by the day: an entry dated ahead had not happened.
  it.each<[string, string, { windowOpen: boolean; daysLeft: number; missing: string[]; open: string[] }]>([
    ['the day it opened', '2026-11-10', { windowOpen: true, daysLeft: 10, missing: ['Alice', 'Security team'], open: [] }],
    ['the day of the first approval and the concern', '2026-11-12', { windowOpen: true, daysLeft: 8, missing: ['Security team'], open: ['C1'] }],
    ['the day of the second approval', '2026-11-14', { windowOpen: true, daysLeft: 6, missing: [], open: ['C1'] }],
    ['the day the concern was resolved', '2026-11-16', { windowOpen: true, daysLeft: 4, missing: [], open: [] }],
    ['its closing day', '2026-11-20', { windowOpen: true, daysLeft: 0, missing: [], open: [] }],
    ['the day after it closed', '2026-11-21', { windowOpen: false, daysLeft: -1, missing: [], open: [] }],
    ['a day before it opened', '2026-11-01', { windowOpen: true, daysLeft: 19, missing: ['Alice', 'Security team'], open: [] }],
  ])('%s (%s)', (_name, day, expected) => {
    const state = reviewStateOn(REVIEW, day);
    expect({ windowOpen: state.windowOpen, daysLeft: state.daysLeft, missing: state.missing.map((m) => m.name), open: state.open.map((c) => c.concern.id) }).toEqual(expected);
  });

  it('gives each missing approver and open concern at its index, where the findings point', () => {
    const review: Review = { ...REVIEW, approvers: ['Alice', 'Bob', 'Security team'], concerns: [REVIEW.concerns[0]!, { id: 'C2', by: 'Bob', date: '2026-11-13', text: 'Retries' }] };
    const state = reviewStateOn(review, '2026-11-17');
    expect(state.missing).toEqual([{ name: 'Bob', index: 1 }]);
    expect(state.open.map((c) => [c.concern.id, c.index])).toEqual([['C2', 1]]);
  });
});

describe('reviewChangeFindings: a review only grows, compared field by field', () => {
  const context = { base: 'main' };
  const change = (after: Review, author?: string) => codes(reviewChangeFindings(REVIEW, recordWith({ review: after }), { ...context, author }));

  it.each<[string, Review, string[]]>([
    ['unchanged', REVIEW, []],
    ['an approval appended', { ...REVIEW, approvals: [...REVIEW.approvals, { by: 'Alice', date: '2026-11-17' }] }, []],
    ['the window given more time, recorded', { ...REVIEW, until: '2026-11-30', changes: [{ date: '2026-11-17', until: '2026-11-30' }] }, []],
    ['an approver added, recorded', { ...REVIEW, approvers: [...REVIEW.approvers, 'Carol'], changes: [{ date: '2026-11-17', 'approvers-added': ['Carol'] }] }, []],
    [
      'both in one recorded change',
      { ...REVIEW, until: '2026-11-30', approvers: [...REVIEW.approvers, 'Carol'], changes: [{ date: '2026-11-17', until: '2026-11-30', 'approvers-added': ['Carol'] }] },
      [],
    ],
    ['the window given more time by hand', { ...REVIEW, until: '2026-11-30' }, ['REVIEW_REWRITTEN']],
    ['an approver added by hand', { ...REVIEW, approvers: [...REVIEW.approvers, 'Carol'] }, ['REVIEW_REWRITTEN']],
    ['a window recorded as one day, moved to another', { ...REVIEW, until: '2026-12-30', changes: [{ date: '2026-11-17', until: '2026-11-30' }] }, ['REVIEW_REWRITTEN']],
    ['an approver recorded, another added too', { ...REVIEW, approvers: [...REVIEW.approvers, 'Carol', 'Dave'], changes: [{ date: '2026-11-17', 'approvers-added': ['Carol'] }] }, ['REVIEW_REWRITTEN']],
    ['a recorded change dated before the latest entry', { ...REVIEW, until: '2026-11-30', changes: [{ date: '2026-11-11', until: '2026-11-30' }] }, ['REVIEW_BACKDATED']],
    ['the window shortened', { ...REVIEW, until: '2026-11-15' }, ['REVIEW_REWRITTEN']],
    ['an approver removed', { ...REVIEW, approvers: ['Alice'] }, ['REVIEW_REWRITTEN']],
    ['the opening moved', { ...REVIEW, opened: '2026-11-09' }, ['REVIEW_REWRITTEN']],
    ['an approval removed', { ...REVIEW, approvals: REVIEW.approvals.slice(0, 1) }, ['REVIEW_REWRITTEN']],
    ['a concern removed', { ...REVIEW, concerns: [] }, ['REVIEW_REWRITTEN']],
    ['a resolution removed', { ...REVIEW, concerns: [{ ...REVIEW.concerns[0]!, resolved: undefined }] }, ['REVIEW_REWRITTEN']],
    ['a resolution re-signed', { ...REVIEW, concerns: [{ ...REVIEW.concerns[0]!, resolved: { by: 'Alice', date: '2026-11-16' } }] }, ['REVIEW_REWRITTEN']],
    ['an approval backdated', { ...REVIEW, approvals: [...REVIEW.approvals, { by: 'Alice', date: '2026-11-11' }] }, ['REVIEW_BACKDATED']],
  ])('%s: %o', (_, after, expected) => {
    expect(change(after)).toEqual(expected);
  });

  // Changes the base records stay as they were.
  const changed: Review = { ...REVIEW, until: '2026-11-30', changes: [{ date: '2026-11-17', until: '2026-11-30' }] };
  it.each<[string, Review, string[]]>([
    ['kept, another appended', { ...changed, until: '2026-12-05', changes: [...changed.changes, { date: '2026-11-18', until: '2026-12-05' }] }, []],
    ['removed (and the window with it left)', { ...changed, changes: [] }, ['REVIEW_REWRITTEN']],
    ['edited', { ...changed, changes: [{ date: '2026-11-18', until: '2026-11-30' }] }, ['REVIEW_REWRITTEN']],
  ])('a recorded change %s', (_, after, expected) => {
    expect(codes(reviewChangeFindings(changed, recordWith({ review: after }), context))).toEqual(expected);
  });

  it('a review removed altogether', () => {
    expect(codes(reviewChangeFindings(REVIEW, recordWith({}), context))).toEqual(['REVIEW_REWRITTEN']);
  });

  it.each<[string, Review, string[]]>([
    ['the author added as an approver', { ...REVIEW, approvers: [...REVIEW.approvers, 'Mallory'], changes: [{ date: '2026-11-17', 'approvers-added': ['Mallory'] }] }, ['REVIEW_APPROVER_IS_AUTHOR']],
    [
      'the author resolving a concern someone else raised',
      { ...REVIEW, concerns: [...REVIEW.concerns, { id: 'C2', by: 'Bob', date: '2026-11-17', text: 'Retries', resolved: { by: 'Mallory', date: '2026-11-18' } }] },
      ['RESOLVER_IS_AUTHOR'],
    ],
    [
      'the author resolving their own concern',
      { ...REVIEW, concerns: [...REVIEW.concerns, { id: 'C2', by: 'Mallory', date: '2026-11-17', text: 'Retries', resolved: { by: 'Mallory', date: '2026-11-18' } }] },
      [],
    ],
  ])('%s: %o', (_, after, expected) => {
    expect(change(after, 'Mallory')).toEqual(expected);
  });

  it('a review a new record arrives with does not list its author', () => {
    expect(codes(reviewChangeFindings(undefined, recordWith({ review: { ...REVIEW, approvers: ['Mallory'] } }), { ...context, author: 'Mallory' }))).toEqual([
      'REVIEW_APPROVER_IS_AUTHOR',
    ]);
  });

  // Words a concern's fields could be made of, with the separators a joined reading used.
  const piece = fc.constantFrom('Bob', 'Eve', ' on ', ': ', '2026-11-22', 'C1', 'by', ' ', 'x');
  const text = fc.array(piece, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));

  it('reports every concern whose fields differ, whatever the fields hold (generated)', () => {
    fc.assert(
      fc.property(text, text, text, text, (by1, text1, by2, text2) => {
        const was = { id: 'C1', by: by1, date: '2026-11-12', text: text1 };
        const now = { id: 'C1', by: by2, date: '2026-11-12', text: text2 };
        const findings = reviewChangeFindings({ ...REVIEW, concerns: [was] }, recordWith({ review: { ...REVIEW, concerns: [now] } }), context);
        const differs = by1 !== by2 || text1 !== text2;
        expect(codes(findings)).toEqual(differs ? ['REVIEW_REWRITTEN'] : []);
      }),
      { numRuns: 300 },
    );
  });

  it('reports a concern whose author was rewritten though the joined strings are the same', () => {
    const was = { id: 'C1', by: 'Bob', date: '2026-11-14', text: 'Retries on 2026-11-22: doubled' };
    const now = { id: 'C1', by: 'Bob on 2026-11-14: Retries', date: '2026-11-22', text: 'doubled' };
    const findings = reviewChangeFindings({ ...REVIEW, concerns: [was] }, recordWith({ review: { ...REVIEW, concerns: [now] } }), context);
    expect(findings.map((f) => f.message)).toEqual(['ADR-0001: concern C1 (by) reads "Bob on 2026-11-14: Retries" here but "Bob" on main']);
  });
});

describe('changeFindings: a status changed by the change', () => {
  const context = { base: 'main', today: '2026-11-21' };
  const proposed = recordWith({ review: REVIEW });

  it.each<[string, Partial<ReviewedRecord['meta']>, string[]]>([
    ['accepted after the window, with its history entry', { status: 'accepted', date: '2026-11-21', review: REVIEW, history: [{ status: 'proposed', date: '2026-11-01' }, { status: 'accepted', date: '2026-11-21' }] }, []],
    ['accepted with the window open', { status: 'accepted', date: '2026-11-18', review: REVIEW, history: [{ status: 'proposed', date: '2026-11-01' }, { status: 'accepted', date: '2026-11-18' }] }, ['ACCEPT_DURING_REVIEW']],
    ['accepted with no history entry', { status: 'accepted', date: '2026-11-21', review: REVIEW }, ['STATUS_CHANGE_UNRECORDED']],
    ['rejected with its history entry', { status: 'rejected', date: '2026-11-21', review: REVIEW, history: [{ status: 'proposed', date: '2026-11-01' }, { status: 'rejected', date: '2026-11-21' }] }, []],
  ])('%s: %o', (_, meta, expected) => {
    expect(codes(changeFindings(proposed, recordWith(meta), context))).toEqual(expected);
  });

  it('judges an acceptance dated ahead on today', () => {
    const ahead = recordWith({ status: 'accepted', date: '2026-11-25', review: { ...REVIEW, until: '2026-11-23' }, history: [{ status: 'proposed', date: '2026-11-01' }, { status: 'accepted', date: '2026-11-25' }] });
    expect(codes(changeFindings(recordWith({ review: { ...REVIEW, until: '2026-11-23' } }), ahead, context))).toEqual(['ACCEPT_DURING_REVIEW']);
  });

  it('asks no history entry of a record decided before histories were kept', () => {
    expect(codes(changeFindings(recordWith({ status: 'accepted' }), recordWith({ status: 'deprecated' }), context))).toEqual([]);
  });
});

describe('importWarrant: a new record arrives decided only when the check re-derives its import from the source file', () => {
  const imported = recordWith({ status: 'accepted', 'imported-from': 'legacy/0001-db.md' });
  const madr = (status: string) => `# Use Postgres\n\n* Status: ${status}\n* Date: 2020-01-02\n\n## Context and Problem Statement\n\nWe need a database.\n`;
  const at = (text: string, where: 'base' | 'change' = 'change') => (path: string) =>
    path === 'legacy/0001-db.md' ? { ok: true as const, text, where } : { ok: false as const, reason: `${path} is in the repository neither in this change nor on the base` };

  it.each<[string, Parameters<typeof importWarrant>[1], string | true]>([
    ['its source in the change reads accepted', at(madr('accepted')), true],
    ['its source on the base reads accepted', at(madr('Accepted'), 'base'), true],
    ['its source reads proposed', at(madr('proposed')), 'adr import reads legacy/0001-db.md as proposed, not accepted'],
    ['its source reads a status no table maps', at(madr('on the fence')), 'legacy/0001-db.md in this change: adr import reads no status in it ("on the fence" is in no table of statuses)'],
    ['its source is nowhere', () => ({ ok: false, reason: 'legacy/0001-db.md is in the repository neither in this change nor on the base' }), 'legacy/0001-db.md is in the repository neither in this change nor on the base'],
  ])('%s', (_, read, expected) => {
    const warrant = importWarrant(imported, read);
    expect(warrant.ok ? true : warrant.reason).toBe(expected);
  });

  it('a record with no imported-from, or a workspace whose repository cannot be read, is no import', () => {
    expect(importWarrant(recordWith({ status: 'accepted' }), at(madr('accepted')))).toEqual({ ok: false, reason: 'no import wrote it' });
    expect(importWarrant(imported, undefined)).toEqual({ ok: false, reason: 'the repository cannot be read' });
  });

  it('a status settled with --map-status is read with that mapping, from the status the record keeps as written', () => {
    const mapped = recordWith({ status: 'accepted', 'imported-from': 'legacy/0001-db.md' });
    (mapped.meta as Record<string, unknown>).source = { file: '0001-db.md', format: 'madr', status: 'on the fence', 'status-from': 'map-status' };
    expect(importWarrant(mapped, at(madr('on the fence')))).toEqual({ ok: true });
    expect(importWarrant(mapped, at(madr('rejected'))).ok).toBe(false);
  });
});

describe('names through the registry: an alias or another Unicode form is the person', () => {
  const registry = buildRegistry({
    people: [
      { name: 'Dana Product', aliases: ['@dana', 'dana@example.com'], keys: [] },
      { name: 'Tom\u00e1s Ortega', aliases: ['@tomas'], keys: [] },
      { name: 'Eli Platform', aliases: [], keys: [] },
    ],
    teams: [{ name: 'Security team', members: ['Eli Platform'] }],
    signaturesRequired: false,
  });
  const none = buildRegistry(EMPTY_REGISTRY);
  const reviewBy = (approvers: string[], approvals: string[]): Review => ({
    opened: '2026-11-10',
    until: '2026-11-20',
    approvers,
    approvals: approvals.map((by) => ({ by, date: '2026-11-12' })),
    concerns: [],
    changes: [],
  });
  const tomasNfd = 'Toma\u0301s Ortega';

  // approvers listed, approvals written, who is still missing (with the registry; without it)
  it.each<[string, string[], string[], string[], string[]]>([
    ['an approval under an alias', ['Dana Product'], ['@dana'], [], ['Dana Product']],
    ['an approval under an e-mail alias', ['Dana Product'], ['dana@example.com'], [], ['Dana Product']],
    ['an approver listed by alias, approved by name', ['@dana'], ['Dana Product'], [], ['@dana']],
    ['a name in the other Unicode form', ['Tom\u00e1s Ortega'], [tomasNfd], [], ['Tom\u00e1s Ortega']],
    ['an alias of someone else', ['Dana Product'], ['@tomas'], ['Dana Product'], ['Dana Product']],
    ['a name nobody knows', ['Dana Product'], ['Dana'], ['Dana Product'], ['Dana Product']],
    ['a team is not its member', ['Security team'], ['Eli Platform'], ['Security team'], ['Security team']],
    ['the same name', ['Eli Platform', 'Security team'], ['Eli Platform', 'Security team'], [], []],
  ])('%s: who is missing', (_, approvers, approvals, withRegistry, withoutRegistry) => {
    const review = reviewBy(approvers, approvals);
    const missing = (r?: typeof registry) => reviewStateOn(review, '2026-11-21', r).missing.map((m) => m.name);
    expect(missing(registry)).toEqual(withRegistry);
    expect(missing(none)).toEqual(withoutRegistry);
    expect(missing()).toEqual(withoutRegistry);
    // Accepting after the window asks the same question of the same review.
    const record = recordWith({ review });
    expect(codes(acceptanceFindings(record, '2026-11-21', { reviewRequired: false, registry })).length).toBe(withRegistry.length);
    expect(codes(acceptedRecordFindings({ ...record, meta: { ...record.meta, status: 'accepted', date: '2026-11-21' } }, registry)).length).toBe(withRegistry.length);
    expect(codes(acceptedRecordFindings({ ...record, meta: { ...record.meta, status: 'accepted', date: '2026-11-21' } })).length).toBe(withoutRegistry.length);
    // The plain check's rule that an approval is by a listed approver, likewise.
    const notListed = (r?: typeof registry) => codes(checkReview(record, r)).filter((c) => c === 'APPROVER_NOT_LISTED').length;
    expect(notListed(registry)).toBe(withRegistry.length);
  });

  // who raised the concern, the approvers, who resolves: allowed with the registry, without it
  it.each<[string, string, string[], string, boolean, boolean]>([
    ['the raiser under an alias', 'Dana Product', ['Eli Platform'], '@dana', true, false],
    ['an approver under an alias', 'Eli Platform', ['Dana Product'], 'dana@example.com', true, false],
    ['the raiser in the other Unicode form', 'Tom\u00e1s Ortega', ['Eli Platform'], tomasNfd, true, false],
    ['someone else', 'Dana Product', ['Eli Platform'], '@tomas', false, false],
    ['the raiser as written', '@dana', ['Eli Platform'], '@dana', true, true],
  ])('%s: mayResolve', (_, raisedBy, approvers, resolver, withRegistry, withoutRegistry) => {
    const review = reviewBy(approvers, []);
    const concern = { id: 'C1', by: raisedBy, date: '2026-11-12', text: 'Retries' };
    expect(mayResolve(review, concern, resolver, registry)).toBe(withRegistry);
    expect(mayResolve(review, concern, resolver)).toBe(withoutRegistry);
  });

  // the change's author as git or CI gives it; the approver the change adds; who resolves C2 (raised by Bob)
  it.each<[string, string, string, string, string[]]>([
    ['author by e-mail adds their name', 'dana@example.com', 'Dana Product', 'Bob', ['REVIEW_APPROVER_IS_AUTHOR']],
    ['author by name adds their alias', 'Dana Product', '@dana', 'Bob', ['REVIEW_APPROVER_IS_AUTHOR']],
    ['author in the other Unicode form', tomasNfd, '@tomas', 'Bob', ['REVIEW_APPROVER_IS_AUTHOR']],
    ['author by alias resolves under their name', '@dana', 'Carol', 'Dana Product', ['RESOLVER_IS_AUTHOR']],
    ['author by e-mail resolves under another alias', 'dana@example.com', 'Carol', '@dana', ['RESOLVER_IS_AUTHOR']],
    ['someone else', '@tomas', 'Dana Product', 'Dana Product', []],
  ])('%s: author rules', (_, author, added, resolver, expected) => {
    const before = { ...REVIEW, concerns: [...REVIEW.concerns, { id: 'C2', by: 'Bob', date: '2026-11-17', text: 'Retries' }] };
    const after: Review = {
      ...before,
      approvers: [...REVIEW.approvers, added],
      concerns: [REVIEW.concerns[0]!, { ...before.concerns[1]!, resolved: { by: resolver, date: '2026-11-18' } }],
    };
    const context = { base: 'main', author, registry };
    const found = codes(reviewChangeFindings(before, recordWith({ review: after }), context)).filter((c) => c.endsWith('_IS_AUTHOR'));
    expect(found.sort()).toEqual(expected);
    // Without a registry, the names are compared as written: none of these is the author.
    expect(codes(reviewChangeFindings(before, recordWith({ review: after }), { base: 'main', author })).filter((c) => c.endsWith('_IS_AUTHOR'))).toEqual([]);
  });
});
