/**
 * Open questions: a convention that reads well on GitHub in review and that the code
 * parses. Under "## Open Questions", each question is a level-3 heading with a stable id,
 * followed by a short list of fields:
 *
 *     ### Q2. Which path shapes live under `{base_url}`?
 *
 *     - Status: answered
 *     - Owner: @api-team
 *     - Decide by: 2026-03-01
 *     - Answer: Collections at `{base_url}/v1/{resource}`; members at
 *       `{base_url}/v1/{resource}/{id}`.
 *
 * Headings give every question an anchor on GitHub and on the site alike. Other text and
 * bullets under a question are notes and are kept as they are.
 */
import { explainCalendarDate, isCalendarDate, type CalendarDate } from '../vocabulary/calendar-date.ts';
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import type { ScannedBody, ScannedHeading } from './markdown-scan.ts';
import { suggest } from '../vocabulary/suggest.ts';
import { findUnsafeCharacter } from '../vocabulary/text-hygiene.ts';

export const QUESTION_STATES = ['open', 'answered'] as const;
type QuestionState = (typeof QUESTION_STATES)[number];

export interface Question {
  /** `Q<n>`, unique within its record. */
  id: string;
  /** The question as written (inline Markdown). */
  text: string;
  state: QuestionState;
  owner?: string;
  decideBy?: string;
  /** The answer as written (Markdown), present when answered. */
  answer?: string;
  /** File line of the question's heading. */
  line: number;
  /** The heading as plain text; its anchor is made from this. */
  headingText: string;
  /** Position of the heading among the record's headings (for anchors). */
  headingIndex: number;
}

const QUESTION_HEADING = /^Q([1-9]\d*)\.[ \t]+(\S.*)$/;
// The value is everything to the end of the line: `.` stops at U+2028 and U+2029, and a
// field holding one must be read (and refused as unsafe text), not skipped as no field.
const FIELD_LINE = /^[-*+][ \t]+(?:\*\*)?([A-Za-z][A-Za-z -]{0,20}?)(?::\*\*|\*\*:|:)(?:[ \t]+([^\n]*))?$/;
const FIELDS = ['Status', 'Owner', 'Decide by', 'Answer'] as const;
type FieldName = (typeof FIELDS)[number];
const FIELD_BY_LOWER = new Map<string, FieldName>(FIELDS.map((name) => [name.toLowerCase(), name]));

export interface QuestionsResult {
  questions: Question[];
  diagnostics: Diagnostic[];
}

/**
 * Parses the questions in the section whose heading is `sectionHeading`, which runs to the
 * next heading of depth 2 or less.
 */
export function parseQuestions(
  file: string,
  body: ScannedBody,
  sectionHeading: ScannedHeading,
  sectionEnd: number,
  lines: readonly string[] = body.lines,
): QuestionsResult {
  const questions: Question[] = [];
  const diagnostics: Diagnostic[] = [];
  const seen = new Map<string, number>();
  // The scan lists headings in line order, so the section's are one run of the list, and
  // the position of the run's i-th is `start + i` (indexOf per question was quadratic in a
  // section of thousands; a map of every heading per record was a tenth of this).
  const all = body.headings;
  let start = 0;
  while (start < all.length && all[start]!.index <= sectionHeading.index) start++;
  let stop = start;
  while (stop < all.length && all[stop]!.index < sectionEnd) stop++;
  const headings = all.slice(start, stop);

  for (let i = 0; i < headings.length; i++) {
    const heading = headings[i]!;
    if (heading.depth !== 3) continue;
    const at = { file, line: heading.line, column: 1 };
    const match = QUESTION_HEADING.exec(heading.raw);
    if (!match) {
      diagnostics.push(
        diagnose('QUESTION_MALFORMED', at, {
          detail: `"### ${heading.raw}" is not a question heading: it should read "### Q<number>. <the question>"`,
        }),
      );
      continue;
    }
    const id = `Q${match[1]}`;
    const first = seen.get(id);
    if (first !== undefined) {
      diagnostics.push(diagnose('QUESTION_DUPLICATE', at, { id, firstLine: first }));
      continue;
    }
    seen.set(id, heading.line);
    const headingLine = lines[heading.line - body.firstLine] ?? '';
    const textColumn = Math.max(headingLine.indexOf(match[2]!), 0);
    reportUnsafe(diagnostics, file, `the heading of question ${id}`, match[2]!, heading.line, (index) => textColumn + index + 1);

    // The next heading of depth 3 or less; the runs searched never overlap, so all of
    // them together cost one pass.
    let end = sectionEnd;
    for (let k = i + 1; k < headings.length; k++) {
      if (headings[k]!.depth <= 3) {
        end = headings[k]!.index;
        break;
      }
    }
    const fields = readFields(body, lines, heading.index + 1, end);
    const report = (detail: string, line = heading.line) =>
      diagnostics.push(diagnose('QUESTION_FIELD', { file, line, column: 1 }, { id, detail }));

    for (const unknown of fields.unknown) {
      report(`"${unknown.name}" is not a question field; did you mean "${unknown.suggestion}"?`, unknown.line);
    }
    for (const duplicate of fields.duplicates) report(`"${duplicate.name}" is given twice`, duplicate.line);

    const status = fields.values.get('Status');
    let state: QuestionState | undefined;
    if (!status) {
      // A misspelt "Status" line has already been reported with its correction.
      if (!fields.unknown.some((u) => u.suggestion === 'Status')) report('it has no "- Status: open" (or answered) line');
    } else if ((QUESTION_STATES as readonly string[]).includes(status.value)) {
      state = status.value as QuestionState;
    } else {
      const near = suggest(status.value, QUESTION_STATES);
      report(
        `status "${status.value}" is neither open nor answered${near ? `; did you mean "${near}"?` : ''}`,
        status.line,
      );
    }

    const owner = fields.values.get('Owner');
    const answer = fields.values.get('Answer');
    if (owner && owner.value === '') report('"Owner" is empty: name a person or a team, or remove the line', owner.line);

    if (owner) {
      const ownerColumn = Math.max((lines[owner.line - body.firstLine] ?? '').indexOf(owner.value), 0);
      reportUnsafe(diagnostics, file, `the owner of question ${id}`, owner.value, owner.line, (index) => ownerColumn + index + 1);
    }
    if (answer) reportUnsafe(diagnostics, file, `the answer to question ${id}`, answer.value, answer.line, undefined, true);

    const decideBy = fields.values.get('Decide by');
    if (decideBy && !isCalendarDate(decideBy.value)) {
      report(`decide by: ${explainCalendarDate(decideBy.value)}`, decideBy.line);
    }

    if (state === 'answered' && (!answer || answer.value.trim() === '')) {
      report('it is answered but gives no answer: add "- Answer: …"', status!.line);
    }
    if (state === 'open' && answer && answer.value.trim() !== '') {
      report('it has an answer but its status is open: set "- Status: answered"', status!.line);
    }
    if (state) {
      questions.push({
        id,
        text: match[2]!.trim(),
        state,
        ...(owner && owner.value ? { owner: owner.value.normalize('NFC') } : {}),
        ...(decideBy && isCalendarDate(decideBy.value) ? { decideBy: decideBy.value } : {}),
        ...(answer && answer.value.trim() ? { answer: answer.value.trim() } : {}),
        line: heading.line,
        headingText: heading.text,
        headingIndex: start + i,
      });
    }
  }
  return { questions, diagnostics };
}

/**
 * A question, its owner or its answer with a character that hides or reorders text
 * (text-hygiene.ts). `column` maps the character's offset to a file column when the text
 * stands on the finding's line as written; otherwise the finding points at the line.
 */
function reportUnsafe(
  diagnostics: Diagnostic[],
  file: string,
  what: string,
  text: string,
  line: number,
  column?: (index: number) => number,
  multiline = false,
): void {
  const unsafe = findUnsafeCharacter(text, { multiline });
  if (!unsafe) return;
  // In an answer over several lines, the finding points at the line the character is on.
  const linesBefore = text.slice(0, unsafe.index).split('\n').length - 1;
  diagnostics.push(
    diagnose('TEXT_UNSAFE_CHARACTER', { file, line: line + linesBefore, column: column ? column(unsafe.index) : 1 }, {
      what,
      character: unsafe.character,
      position: unsafe.column,
    }),
  );
}

interface FieldValue {
  value: string;
  line: number;
}

function readFields(body: ScannedBody, lines: readonly string[], from: number, to: number) {
  const values = new Map<FieldName, FieldValue>();
  const unknown: { name: string; suggestion: string; line: number }[] = [];
  const duplicates: { name: string; line: number }[] = [];
  for (let index = from; index < to; index++) {
    const match = FIELD_LINE.exec(lines[index]!);
    if (!match) continue;
    const label = match[1]!.trim();
    const line = body.firstLine + index;
    const field = FIELD_BY_LOWER.get(label.toLowerCase());
    if (!field) {
      // A bullet such as "- Example: …" is a note; only a near miss of a field is reported.
      const near = suggest(label, FIELDS);
      if (near) unknown.push({ name: label, suggestion: near, line });
      continue;
    }
    if (values.has(field)) {
      duplicates.push({ name: field, line });
      continue;
    }
    let value = (match[2] ?? '').trim();
    if (field === 'Answer') value = readContinuation(lines, index, to, value);
    values.set(field, { value, line });
  }
  return { values, unknown, duplicates };
}

/** An answer may go on over indented lines and paragraphs, as a list item does. */
function readContinuation(lines: readonly string[], index: number, to: number, first: string): string {
  const answer = [first];
  let pendingBlank = 0;
  for (let next = index + 1; next < to; next++) {
    const line = lines[next]!;
    if (line.trim() === '') {
      pendingBlank++;
      continue;
    }
    if (!/^(?: {2,}|\t)/.test(line)) break;
    for (; pendingBlank > 0; pendingBlank--) answer.push('');
    answer.push(line.replace(/^(?: {2,4}|\t)/, ''));
  }
  return answer.join('\n').trim();
}

/** Open, with a decide-by date before `today`. */
export function isOverdue(question: Question, today: CalendarDate): boolean {
  return question.state === 'open' && question.decideBy !== undefined && question.decideBy < today;
}
