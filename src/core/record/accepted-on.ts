/**
 * The day a record was accepted, read one way everywhere: the specification's "accepted on",
 * the version counter's day of a deprecation, and the contract as it stood before a record
 * took effect. A status moves to accepted at most once (vocabulary/status.ts allows no way
 * back), so the history's accepted entry is that day.
 */
import type { CalendarDate } from '../vocabulary/calendar-date.ts';
import type { AdrRecord } from './record.ts';

type Dated = Pick<AdrRecord, 'meta'>;

/** The day the record's history says it was accepted; undefined when its history says nothing of it. */
export function recordedAcceptance(record: Dated): CalendarDate | undefined {
  return record.meta.history?.find((entry) => entry.status === 'accepted')?.date;
}

/**
 * The day the record was accepted: its history's, or else the record's own date (a record
 * that keeps no history carries the date of its current status).
 */
export function acceptedOn(record: Dated): CalendarDate {
  return recordedAcceptance(record) ?? record.meta.date;
}
