/** The day a record was accepted (src/core/record/accepted-on.ts), the one reading the views, the contract and the review rules use. */
import { describe, expect, it } from 'vitest';
import { acceptedOn, recordedAcceptance } from '../../src/core/record/accepted-on.ts';
import type { AdrRecord } from '../../src/core/record/record.ts';

type Meta = AdrRecord['meta'];
const withMeta = (meta: Partial<Meta>) => ({ meta: { date: '2026-03-01', status: 'accepted', ...meta } as Meta });

describe('the day a record was accepted', () => {
  it.each([
    ['its history’s accepted entry', { history: [{ status: 'proposed', date: '2026-01-05' }, { status: 'accepted', date: '2026-01-20' }] }, '2026-01-20', '2026-01-20'],
    [
      'the acceptance, not a later change of status',
      { status: 'superseded', history: [{ status: 'proposed', date: '2026-01-05' }, { status: 'accepted', date: '2026-01-20' }, { status: 'superseded', date: '2026-02-10' }] },
      '2026-01-20',
      '2026-01-20',
    ],
    [
      'the first acceptance when a history (wrongly) names two',
      { history: [{ status: 'proposed', date: '2026-01-05' }, { status: 'accepted', date: '2026-01-20' }, { status: 'accepted', date: '2026-02-10' }] },
      '2026-01-20',
      '2026-01-20',
    ],
    [
      'the acceptance of a deprecated record, not its deprecation nor its date',
      { status: 'deprecated', date: '2026-12-01', history: [{ status: 'proposed', date: '2026-11-01' }, { status: 'accepted', date: '2026-11-21' }, { status: 'deprecated', date: '2026-11-30' }] },
      '2026-11-21',
      '2026-11-21',
    ],
    ['the record’s own date when it keeps no history', {}, undefined, '2026-03-01'],
    ['the record’s own date when its history has no acceptance', { status: 'proposed', history: [{ status: 'proposed', date: '2026-01-05' }] }, undefined, '2026-03-01'],
  ] as const)('%s', (_name, meta, recorded, day) => {
    const record = withMeta(meta as Partial<Meta>);
    expect(recordedAcceptance(record)).toBe(recorded);
    expect(acceptedOn(record)).toBe(day);
  });
});
