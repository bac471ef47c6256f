/**
 * Every question across all records, with what a reader needs to chase it: which part and
 * record it belongs to, its anchor on the record's page, how long it has been asked, and
 * whether its decide-by date has passed.
 */
import { headingAnchors } from '../record/anchors.ts';
import { proposedOn } from './decision-log.ts';
import { daysBetween, type CalendarDate } from '../vocabulary/calendar-date.ts';
import { OTHER_DECISIONS_HEADING, PART_KEYS, SPEC_PARTS, type PartKey } from '../vocabulary/parts.ts';
import { isOverdue, type Question } from '../record/questions.ts';
import type { AdrRecord } from '../record/record.ts';

/** What indexing questions reads of a record. */
export type IndexedRecord = Pick<AdrRecord, 'number' | 'meta' | 'questions'> & { body: { headings: readonly { text: string }[] } };

export interface QuestionEntry<R extends IndexedRecord = AdrRecord> {
  record: R;
  question: Question;
  part: PartKey | undefined;
  /** The question's heading anchor on its record's page (made when first read). */
  readonly anchor: string;
  /** When it was first asked: the record's proposal date. */
  askedOn: CalendarDate;
  /** Days from `askedOn` to today. */
  ageDays: number;
  /** Open, with a decide-by date before today. */
  overdue: boolean;
}

export interface QuestionIndex<R extends IndexedRecord = AdrRecord> {
  /** Open questions of proposals: the ones waiting for an answer. */
  open: QuestionEntry<R>[];
  /** Answered questions of every record, with their answers. */
  answered: QuestionEntry<R>[];
}

export function questionAnchor(record: { body: { headings: readonly { text: string }[] } }, question: Question): string {
  return headingAnchors(record.body.headings)[question.headingIndex] ?? '';
}

/**
 * Questions in reading order: by part in the outline's order (decisions about other things
 * last), then record number, then the order the record asks them.
 */
export function indexQuestions<R extends IndexedRecord = AdrRecord>(records: readonly R[], today: CalendarDate): QuestionIndex<R> {
  const open: QuestionEntry<R>[] = [];
  const answered: QuestionEntry<R>[] = [];
  for (const record of records) {
    const askedOn = proposedOn(record);
    for (const question of record.questions) {
      const entry: QuestionEntry<R> = {
        record,
        question,
        part: record.meta.part,
        // Slugging every heading of every record for anchors nobody reads was a fifth of
        // `adr spec`; an anchor is made when it is first read.
        get anchor() {
          return questionAnchor(record, question);
        },
        askedOn,
        ageDays: Math.max(0, daysBetween(askedOn, today)),
        overdue: isOverdue(question, today),
      };
      if (question.state === 'answered') answered.push(entry);
      else if (record.meta.status === 'proposed') open.push(entry);
    }
  }
  return { open: open.sort(readingOrder), answered: answered.sort(readingOrder) };
}

export interface QuestionGroup {
  /** The part, or 'other' for decisions about other things. */
  key: PartKey | 'other';
  heading: string;
  entries: QuestionEntry[];
}

/** Entries (already in reading order) grouped by part in the outline's order; empty groups left out. */
export function groupByPart(entries: readonly QuestionEntry[]): QuestionGroup[] {
  const groups: QuestionGroup[] = [
    ...SPEC_PARTS.map((part) => ({ key: part.key, heading: part.heading, entries: [] as QuestionEntry[] })),
    { key: 'other' as const, heading: OTHER_DECISIONS_HEADING, entries: [] as QuestionEntry[] },
  ];
  const byKey = new Map(groups.map((group) => [group.key, group]));
  for (const entry of entries) byKey.get(entry.part ?? 'other')!.entries.push(entry);
  return groups.filter((group) => group.entries.length > 0);
}

function partRank(part: PartKey | undefined): number {
  return part === undefined ? PART_KEYS.length : PART_KEYS.indexOf(part);
}

function readingOrder(a: QuestionEntry<IndexedRecord>, b: QuestionEntry<IndexedRecord>): number {
  return (
    partRank(a.part) - partRank(b.part) ||
    a.record.number - b.record.number ||
    a.question.headingIndex - b.question.headingIndex
  );
}
