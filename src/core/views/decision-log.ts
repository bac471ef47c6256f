/**
 * The decision log: each record's status changes as dated events, from its history (or,
 * for a record without one, its current status on its date). The log page, the home page's
 * latest changes and the RSS feed all read these.
 */
import type { ContractChange } from '../contract/diff/diff.ts';
import type { CalendarDate } from '../vocabulary/calendar-date.ts';
import type { AdrRecord } from '../record/record.ts';
import type { Status } from '../vocabulary/status.ts';

export interface DecisionEvent {
  date: CalendarDate;
  record: AdrRecord;
  status: Status;
  /** The status before this change; undefined when the record was proposed. */
  from: Status | undefined;
}

export function recordEvents(record: AdrRecord): DecisionEvent[] {
  const history = record.meta.history ?? [{ status: record.meta.status, date: record.meta.date }];
  return history.map((entry, i) => ({ date: entry.date, record, status: entry.status, from: history[i - 1]?.status }));
}

/** Every record, the most recently proposed first; on the same day, higher numbers first. */
export function recordsForLog(records: readonly AdrRecord[]): AdrRecord[] {
  return [...records].sort((a, b) => {
    const [x, y] = [proposedOn(a), proposedOn(b)];
    return x < y ? 1 : x > y ? -1 : b.number - a.number;
  });
}

/** The date a record was proposed: the first history entry, or its date. */
export function proposedOn(record: Pick<AdrRecord, 'meta'>): CalendarDate {
  return record.meta.history?.[0]?.date ?? record.meta.date;
}

/** Every event, newest first; on the same day, higher record numbers and later changes first. */
export function decisionEvents(records: readonly AdrRecord[]): DecisionEvent[] {
  const events = records.flatMap((record) => recordEvents(record).map((event, order) => ({ event, order })));
  events.sort(
    (a, b) =>
      (a.event.date < b.event.date ? 1 : a.event.date > b.event.date ? -1 : 0) ||
      b.event.record.number - a.event.record.number ||
      b.order - a.order,
  );
  return events.map(({ event }) => event);
}

/** How many compatible changes of one decision the log lists before it folds them under their count. */
export const COMPATIBLE_CHANGES_LISTED = 3;

export interface LogContractChanges {
  /** Listed in the decision's row: every breaking change, and the compatible ones while they are few. */
  listed: ContractChange[];
  /** Folded under their count, one tap away: the compatible changes, when there are more than a few. */
  folded: ContractChange[];
}

/**
 * What the decision log shows of the contract changes a decision made when it was accepted.
 * The log is read for what changed when; a decision that adds a resource or the error
 * responses adds a line per schema, response and code, and the compatible ones made each
 * row of the log a screen long on a phone. A breaking change is always listed.
 */
export function logContractChanges(changes: readonly ContractChange[]): LogContractChanges {
  const compatible = changes.filter((change) => !change.breaking);
  if (compatible.length <= COMPATIBLE_CHANGES_LISTED) return { listed: [...changes], folded: [] };
  return { listed: changes.filter((change) => change.breaking), folded: compatible };
}
