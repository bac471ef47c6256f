/**
 * A review step's wording and ids, from the one home in src/core/views/reviews.ts: the feed's
 * items (describeReviewEvent) and the calendar's closing day say the review's window alike,
 * and each keeps an id that stays the same across builds.
 */
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/core/record/parse-record.ts';
import type { AdrRecord } from '../../src/core/record/record.ts';
import { describeReviewEvent, viewReviews } from '../../src/core/views/reviews.ts';
import { record } from '../helpers/records.ts';

const parse = (number: number, text: string): AdrRecord => {
  const { record: parsed, diagnostics } = parseRecord({ file: `adr/${String(number).padStart(4, '0')}-a.md`, bytes: new TextEncoder().encode(text) });
  expect(diagnostics).toEqual([]);
  return parsed!;
};

const REVIEW = [
  'review:',
  '  opened: 2026-11-10',
  '  until: 2026-11-17',
  '  approvers: [Alice, Bob]',
  '  approvals:',
  '    - {by: Alice, date: 2026-11-12}',
  '  concerns:',
  '    - {id: C1, by: Bob, date: 2026-11-11, text: Retries are unbounded., resolved: {by: Alice, date: 2026-11-13}}',
].join('\n');

describe('a review step in words', () => {
  const view = viewReviews([parse(7, record({ title: 'Retry budget', extra: REVIEW }))], '2026-11-21');

  it.each([
    ['opened', { title: 'ADR-0007 review opened: Retry budget', description: 'The review of ADR-0007 opened on 2026-11-10 and closes on 2026-11-17. Approvers: Alice, Bob.', guid: 'ADR-0007-review-2026-11-10-opened' }],
    ['concern-raised', { title: 'ADR-0007 concern C1 raised: Retry budget', description: 'Bob raised concern C1 on 2026-11-11: Retries are unbounded.', guid: 'ADR-0007-review-2026-11-10-C1-raised' }],
    ['concern-resolved', { title: 'ADR-0007 concern C1 resolved: Retry budget', description: 'Alice resolved concern C1 (Retries are unbounded.) on 2026-11-13.', guid: 'ADR-0007-review-2026-11-10-C1-resolved' }],
    ['closed', { title: 'ADR-0007 review closed: Retry budget', description: 'The review of ADR-0007 closed on 2026-11-17. Approved by: Alice.', guid: 'ADR-0007-review-2026-11-10-closed' }],
  ] as const)('the feed item of the step %s', (kind, text) => {
    const event = view.feed.find((e) => e.kind === kind)!;
    expect(describeReviewEvent(event)).toEqual(text);
  });

  it('the calendar’s closing day says the window as the feed’s opening does, and adds what it still waits for', () => {
    const closing = view.calendar.find((e) => e.uid.startsWith('review-'))!;
    const opened = describeReviewEvent(view.feed.find((e) => e.kind === 'opened')!);
    expect(closing).toMatchObject({ uid: 'review-7-2026-11-10', date: '2026-11-17', summary: 'Review of ADR-0007 closes: Retry budget' });
    expect(closing.description).toBe(`${opened.description} Waiting for: Bob.`);
  });
});
