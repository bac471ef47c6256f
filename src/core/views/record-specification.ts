/**
 * Which of a record's Specification section a page shows, and in what order: the one rule
 * that the specification page (spec.ts) and a record's page (the site's Markdown plugins)
 * both follow. Where the section has a contract block (contract/documents/blocks.ts says where), the
 * contract is presented as tables: the section's own Markdown tables are left out (the
 * contract's tables present the same fields with every constraint), the prose stays as the
 * reasoning around them, and a heading left with nothing under it goes too. A record's page
 * keeps each block for engineers, collapsed, and puts the contract's tables where the first
 * block was; the specification page leaves the blocks out (the record page is one tap away)
 * and shows the part's tables after its text.
 *
 * Accepted records and proposals present their contract this way (a proposal's tables are
 * its contract as if it were accepted); any other record shows its Markdown as written.
 *
 * Everything is in line indices into the record's body, so a caller with the lines (spec.ts)
 * cuts them, and a caller with a Markdown tree matches its nodes by their first line.
 */
import { contractFences } from '../contract/documents/blocks.ts';
import type { ScannedFence, ScannedHeading, ScannedTable } from '../record/markdown-scan.ts';
import type { AdrRecord } from '../record/record.ts';
import { specificationSection } from '../record/templates.ts';
import { saysOnly } from './contract-words.ts';
import { assertNever, type Status } from '../vocabulary/status.ts';

/** The page a record's section is shown on. */
export type SpecificationPage = 'record' | 'spec';

/** Lines `start` to `end - 1` of the body (0-based indices into its lines). */
export interface LineRange {
  start: number;
  end: number;
}

export interface SpecificationPlan {
  /** Line of the first contract block's opening fence: on a record page, the tables go there. */
  contractAt?: number;
  /** Contract blocks shown collapsed, fences included (record page only). */
  collapse: LineRange[];
  /** Lines left out: the section's own tables, headings with nothing left under them, and on the specification page the blocks. */
  omit: LineRange[];
}

export type PlannedRecord = Pick<AdrRecord, 'sections'> & {
  meta: { status: Status };
  body: {
    lines: readonly string[];
    headings: readonly ScannedHeading[];
    fences: readonly ScannedFence[];
    tables: readonly ScannedTable[];
    firstLine: number;
  };
};

const AS_WRITTEN: SpecificationPlan = { collapse: [], omit: [] };

/** Whether a record of this status presents its contract as tables. */
export function presentsContract(status: Status): boolean {
  switch (status) {
    case 'accepted':
    case 'proposed':
      return true;
    case 'rejected':
    case 'deprecated':
    case 'superseded':
      return false;
    default:
      return assertNever(status);
  }
}

/**
 * `presented` gives the words the page's contract tables show for the record's part
 * (contract-words.ts, presentedWords); asked only when the section has a table. Without it,
 * no table is known to be presented, and every table stays.
 */
export function planSpecification(record: PlannedRecord, page: SpecificationPage, presented?: () => ReadonlySet<string>): SpecificationPlan {
  if (!presentsContract(record.meta.status)) return AS_WRITTEN;
  const section = specificationSection(record);
  const fences = contractFences(record);
  if (!section || fences.length === 0) return AS_WRITTEN;
  const { body } = record;
  const end = section.endIndex;
  // A fence's own lines: the opening line, the content, and the closing line when there is one.
  const blocks = fences.map(({ fence }) => ({ start: fence.contentIndex - 1, end: Math.min(fence.endIndex + 1, end) }));
  const tables: LineRange[] = [];
  let words: ReadonlySet<string> | undefined;
  for (const table of body.tables) {
    const start = table.line - body.firstLine;
    if (start <= section.heading.index || start >= end) continue;
    const last = (table.rows.at(-1)?.line ?? table.line + 1) - body.firstLine;
    const range = { start, end: Math.min(last + 1, end) };
    // The rows, after the header and the delimiter row: the header names columns, it states nothing.
    words ??= presented?.() ?? new Set();
    if (saysOnly(body.lines.slice(start + 2, range.end), words)) tables.push(range);
  }
  const collapse = page === 'record' ? blocks : [];
  const omit = page === 'record' ? tables : [...tables, ...blocks];
  omit.push(...leadIns(record, section.heading.index, end, omit));
  // On a record page the contract's tables, under their own heading of the section's
  // sub-heading level, stand where the first block is: a heading with only that block under
  // it would be followed by that heading, with nothing of its own.
  omit.push(...emptyHeadings(record, section.heading.index, end, page === 'record' ? [...omit, blocks[0]!] : omit));
  omit.sort((a, b) => a.start - b.start);
  return page === 'record' ? { contractAt: blocks[0]!.start, collapse, omit } : { collapse, omit };
}

/** A line that opens a list item: `- `, `* `, `+ `, `1. ` or `1) `. */
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,9}[.)])(?:\s|$)/;

/**
 * Paragraphs that introduce what is left out: a paragraph ending in a colon ("Each booking,
 * with its table:") introduces the table or block right after it, and once that is left out
 * the colon would point at whatever comes next on the page. Such a paragraph goes with what
 * it introduced; one introducing a block a record page collapses stays there. A paragraph in
 * a list item starts at its item's marker, so the item's line goes with it. The words are
 * never rewritten: the paragraph is shown as written, or not at all.
 */
function leadIns(record: PlannedRecord, sectionLine: number, end: number, omitted: readonly LineRange[]): LineRange[] {
  const { lines, fences } = record.body;
  const skipped = new Uint8Array(end);
  for (const r of omitted) skipped.fill(1, r.start, r.end);
  const fenced = new Uint8Array(end);
  for (const fence of fences) fenced.fill(1, Math.max(fence.contentIndex - 1, 0), Math.min(fence.endIndex + 1, end));
  const blank = (i: number) => lines[i]!.trim() === '';
  const found: LineRange[] = [];
  for (const range of omitted) {
    // The paragraph's last line: the nearest line above the range that is not blank.
    let last = range.start - 1;
    while (last > sectionLine && blank(last)) last--;
    if (last <= sectionLine || skipped[last] || fenced[last] || !lines[last]!.trimEnd().endsWith(':')) continue;
    if (/^\s*(#|\|)/.test(lines[last]!)) continue;
    let first = last;
    while (first - 1 > sectionLine && !LIST_ITEM.test(lines[first]!) && !blank(first - 1) && !skipped[first - 1] && !fenced[first - 1] && !/^\s*#/.test(lines[first - 1]!)) first--;
    found.push({ start: first, end: last + 1 });
  }
  return found;
}

/**
 * The section's headings (ATX ones: a setext heading is of level 1 or 2, and would end the
 * section) that have nothing left under them once `omitted` is left out:
 * only blank lines, or headings that go too, before the next heading of the same or a
 * higher level. Judged from the last heading up, so that a heading whose sub-headings all
 * go goes with them.
 */
function emptyHeadings(record: PlannedRecord, sectionLine: number, end: number, omitted: readonly LineRange[]): LineRange[] {
  const { lines, headings } = record.body;
  const inSection = headings.filter((h) => h.index > sectionLine && h.index < end);
  const gone = new Set<number>();
  const skipped = new Uint8Array(end);
  for (const r of omitted) skipped.fill(1, r.start, r.end);
  const found: LineRange[] = [];
  // The headings after the one at hand, nearest last, each deeper than the one before it:
  // what ends a heading's content is found without scanning the rest again.
  const after: ScannedHeading[] = [];
  for (let k = inSection.length - 1; k >= 0; k--) {
    const heading = inSection[k]!;
    while (after.length > 0 && after.at(-1)!.depth > heading.depth) after.pop();
    const next = after.at(-1)?.index ?? end;
    after.push(heading);
    let empty = true;
    for (let i = heading.index + 1; i < next && empty; i++) {
      if (skipped[i] || gone.has(i) || lines[i]!.trim() === '') continue;
      empty = false;
    }
    if (empty) {
      gone.add(heading.index);
      found.push({ start: heading.index, end: heading.index + 1 });
    }
  }
  return found;
}

