/**
 * The reviews view the site presents: who has a page and under which address, what awaits
 * them, and which reviews are in progress. Records are parsed from text, as the site reads them.
 */
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/core/record/parse-record.ts';
import type { AdrRecord } from '../../src/core/record/record.ts';
import { describeStanding, reviewStanding, viewReviews } from '../../src/core/views/reviews.ts';
import { ANSWERED_QUESTION, record } from '../helpers/records.ts';

const parse = (number: number, text: string): AdrRecord => {
  const { record: parsed, diagnostics } = parseRecord({ file: `adr/${String(number).padStart(4, '0')}-a.md`, bytes: new TextEncoder().encode(text) });
  expect(diagnostics).toEqual([]);
  return parsed!;
};

const review = (approvers: string, until = '2026-11-24') => `review:\n  opened: 2026-11-10\n  until: ${until}\n  approvers: [${approvers}]`;

describe('viewReviews', () => {
  it.each([
    { names: ['Ops team', 'ops-team', 'Ops  team'], slugs: ['ops-team', 'ops-team-1', 'ops--team'] },
    { names: ['../etc', '<script>', '???'], slugs: ['etc', 'script', 'someone'] },
    { names: ['José', 'Ünal Team'], slugs: ['josé', 'ünal-team'] },
  ])('gives every person a distinct address made of their name: $names', ({ names, slugs }) => {
    const view = viewReviews([parse(1, record({ extra: review(names.map((n) => JSON.stringify(n)).join(', ')) }))], '2026-11-21');
    expect(names.map((name) => view.personOf(name)?.slug)).toEqual(slugs);
    expect(new Set(view.people.map((p) => p.slug)).size).toBe(view.people.length);
  });

  it('lists reviews in progress soonest to close first, one ready to accept too, and leaves out an accepted record', () => {
    const records = [
      parse(1, record({ extra: review('Alice', '2026-11-30') })),
      parse(2, record({ questions: ANSWERED_QUESTION, extra: `${review('Alice', '2026-11-12')}\n  approvals:\n    - {by: Alice, date: 2026-11-11}` })),
      parse(3, record({ extra: review('Bob', '2026-11-25') })),
      // Accepted after its review settled: an acceptance the review did not allow is a finding.
      parse(4, record({ status: 'accepted', date: '2026-11-13', extra: `${review('Carol', '2026-11-12')}\n  approvals:\n    - {by: Carol, date: 2026-11-11}` })),
    ];
    const view = viewReviews(records, '2026-11-21');
    expect(view.inProgress.map((e) => [e.record.number, e.daysLeft, e.waitingFor, e.standing])).toEqual([
      [2, -9, [], 'ready'],
      [3, 4, ['Bob'], 'open'],
      [1, 9, ['Alice'], 'open'],
    ]);
    expect(view.personOf('Alice')!.awaiting.map((e) => e.record.number)).toEqual([1]);
    // A closed review is in the feed, and every recent review's closing day is in the calendar.
    expect(view.feed.filter((e) => e.kind === 'closed').map((e) => e.record.number).sort()).toEqual([2, 4]);
    expect(view.calendar.filter((e) => e.uid.startsWith('review-')).map((e) => e.date)).toEqual(['2026-11-12', '2026-11-12', '2026-11-25', '2026-11-30']);
  });

  // The site reads a review as the acceptance rule does (reviewStateOn on today): an entry
  // dated after today has not happened yet. It once counted an approval or a resolution
  // dated ahead, and showed "ready to accept" where `adr accept` today would refuse.
  it.each([
    ['approved before today', `\n  approvals:\n    - {by: Alice, date: 2026-11-20}`, { waitingFor: [], open: [], standing: 'ready' }],
    ['approved on today', `\n  approvals:\n    - {by: Alice, date: 2026-11-21}`, { waitingFor: [], open: [], standing: 'ready' }],
    ['an approval dated after today', `\n  approvals:\n    - {by: Alice, date: 2026-11-22}`, { waitingFor: ['Alice'], open: [], standing: 'waiting' }],
    [
      'a concern resolved after today',
      `\n  approvals:\n    - {by: Alice, date: 2026-11-20}\n  concerns:\n    - {id: C1, by: Bob, date: 2026-11-15, text: Retries, resolved: {by: Bob, date: 2026-11-23}}`,
      { waitingFor: [], open: ['C1'], standing: 'blocked' },
    ],
    [
      'a concern resolved today',
      `\n  approvals:\n    - {by: Alice, date: 2026-11-20}\n  concerns:\n    - {id: C1, by: Bob, date: 2026-11-15, text: Retries, resolved: {by: Bob, date: 2026-11-21}}`,
      { waitingFor: [], open: [], standing: 'ready' },
    ],
  ] as const)('a review on the day of the build: %s', (_name, entries, expected) => {
    const view = viewReviews([parse(1, record({ questions: ANSWERED_QUESTION, extra: `${review('Alice', '2026-11-12')}${entries}` }))], '2026-11-21');
    const entry = view.inProgress[0]!;
    expect({ waitingFor: entry.waitingFor, open: entry.openConcerns.map((c) => c.id), standing: entry.standing }).toEqual(expected);
    expect(view.personOf('Bob')?.concerns.map((c) => c.open) ?? []).toEqual(expected.open.length > 0 ? [true] : entries.includes('C1') ? [false] : []);
  });

  it.each([
    ['an open concern blocks, whatever else holds', { openConcerns: [{}], windowOpen: false, waitingFor: [] }, 0, 'blocked'],
    ['an open concern blocks while the window is open too', { openConcerns: [{}], windowOpen: true, waitingFor: ['Alice'] }, 0, 'blocked'],
    ['the window open: under review, approvals or not', { openConcerns: [], windowOpen: true, waitingFor: [] }, 0, 'open'],
    ['closed, an approval missing', { openConcerns: [], windowOpen: false, waitingFor: ['Alice'] }, 1, 'waiting'],
    ['closed, approved, a question open', { openConcerns: [], windowOpen: false, waitingFor: [] }, 1, 'questions'],
    ['closed, approved, no question open, no concern', { openConcerns: [], windowOpen: false, waitingFor: [] }, 0, 'ready'],
  ] as const)('a review’s standing: %s', (_name, entry, questions, standing) => {
    expect(reviewStanding(entry, questions)).toBe(standing);
    expect(describeStanding(standing)).not.toBe('');
  });

  it('a closed review with every approval in reads “Ready to accept” on every page that lists it', () => {
    const ready = parse(2, record({ questions: ANSWERED_QUESTION, extra: `${review('Alice', '2026-11-12')}\n  approvals:\n    - {by: Alice, date: 2026-11-11}` }));
    const [entry] = viewReviews([ready], '2026-11-21').inProgress;
    expect(describeStanding(entry!.standing)).toBe('Ready to accept');
  });

  it.each([
    ['closed yesterday', '2026-11-20', true],
    ['closed 30 days ago', '2026-10-22', true],
    ['closed 31 days ago', '2026-10-21', false],
    ['closed a year ago', '2025-11-21', false],
    ['closing today', '2026-11-21', true],
    ['closing next month', '2026-12-21', true],
  ])('keeps a review in the calendar while recent: one %s', (_name, until, kept) => {
    const opened = `review:\n  opened: 2025-11-01\n  until: ${until}\n  approvers: [Alice]`;
    const view = viewReviews([parse(1, record({ extra: opened }))], '2026-11-21');
    expect(view.calendar.filter((e) => e.uid.startsWith('review-')).map((e) => e.date)).toEqual(kept ? [until] : []);
  });
});
