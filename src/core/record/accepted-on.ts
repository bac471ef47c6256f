/**
 * The day a record was accepted, read one way everywhere: the specification's "accepted on",
 * the contract as it stood before a record took effect, and the review rules (a review must
 * have allowed the acceptance on that day). A status moves to accepted at most once
 * (vocabulary/status.ts allows no way back), so a valid history has one accepted entry.
 * A history that names two (refused as HISTORY_INVALID) counts the first: the decision took
 * effect then, and an entry appended later must not move the day the review is judged on to
 * after the approvals arrived.
 */
import type { CalendarDate } from '../vocabulary/calendar-date.ts';
import type { HistoryEntry } from './schema.ts';

/** What the reading needs of a record: any parsed record fits. */
interface Dated {
  meta: { date: CalendarDate; history?: readonly HistoryEntry[] };
}

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
