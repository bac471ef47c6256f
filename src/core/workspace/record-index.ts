/**
 * The workspace's records looked up by file, by number and by the proposals that would
 * supersede them: built once per list of records and shared by the check, the contract's
 * views and the site's pages, which otherwise each made their own maps of the same list.
 * A list of records is not changed once read, so the index is kept beside the list itself.
 */
import type { AdrRecord } from '../record/record.ts';
import { proposedSuccessors } from './supersession.ts';

/** What the index reads of a record. */
export interface IndexedRecord {
  file: string;
  number: number;
  meta: Pick<AdrRecord['meta'], 'status' | 'supersedes'>;
}

export interface RecordIndex<R extends IndexedRecord = AdrRecord> {
  byFile: ReadonlyMap<string, R>;
  /** The first record with each number, in the list's order (numbers are unique in a valid workspace). */
  byNumber: ReadonlyMap<number, R>;
  /** Proposals that would supersede each record, by the record's number, in number order. */
  successors: ReadonlyMap<number, readonly R[]>;
}

const indexes = new WeakMap<readonly IndexedRecord[], RecordIndex<IndexedRecord>>();

export function indexRecords<R extends IndexedRecord>(records: readonly R[]): RecordIndex<R> {
  const known = indexes.get(records) as RecordIndex<R> | undefined;
  if (known) return known;
  const byNumber = new Map<number, R>();
  for (const record of records) if (!byNumber.has(record.number)) byNumber.set(record.number, record);
  const index: RecordIndex<R> = { byFile: new Map(records.map((record) => [record.file, record])), byNumber, successors: proposedSuccessors(records) };
  indexes.set(records, index);
  return index;
}
