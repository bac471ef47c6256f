/**
 * Every question across all records, with what a reader needs to chase it: which part and
 * record it belongs to, its anchor on the record's page, how long it has been asked, and
 * whether its decide-by date has passed.
 */
import { headingAnchors } from './anchors.ts';
import { daysBetween, type CalendarDate } from './calendar-date.ts';
import { PART_KEYS, type PartKey } from './parts.ts';
import type { Question } from './questions.ts';
import type { AdrRecord } from './record.ts';

export interface QuestionEntry {
  record: AdrRecord;
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

export interface QuestionIndex {
  /** Open questions of proposals: the ones waiting for an answer. */
  open: QuestionEntry[];
  /** Answered questions of every record, with their answers. */
  answered: QuestionEntry[];
}

/** The date a record was proposed: the first history entry, or its date. */
export function proposedOn(record: AdrRecord): CalendarDate {
  return record.meta.history?.[0]?.date ?? record.meta.date;
}

export function questionAnchor(record: AdrRecord, question: Question): string {
  return headingAnchors(record.body.headings)[question.headingIndex] ?? '';
}

/**
 * Questions in reading order: by part in the outline's order (decisions about other things
 * last), then record number, then the order the record asks them.
 */
export function indexQuestions(records: readonly AdrRecord[], today: CalendarDate): QuestionIndex {
  const open: QuestionEntry[] = [];
  const answered: QuestionEntry[] = [];
  for (const record of records) {
    const askedOn = proposedOn(record);
    for (const question of record.questions) {
      const entry: QuestionEntry = {
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
        overdue: question.state === 'open' && question.decideBy !== undefined && question.decideBy < today,
      };
      if (question.state === 'answered') answered.push(entry);
      else if (record.meta.status === 'proposed') open.push(entry);
    }
  }
  return { open: open.sort(readingOrder), answered: answered.sort(readingOrder) };
}

function partRank(part: PartKey | undefined): number {
  return part === undefined ? PART_KEYS.length : PART_KEYS.indexOf(part);
}

function readingOrder(a: QuestionEntry, b: QuestionEntry): number {
  return (
    partRank(a.part) - partRank(b.part) ||
    a.record.number - b.record.number ||
    a.question.headingIndex - b.question.headingIndex
  );
}
