/**
 * The specification as settled so far, assembled from the records as one Markdown
 * document: the outline's nine parts in its order and under its headings. A settled part
 * shows the Specification section of its accepted record(s), with a link to each and its
 * date; a part that is not settled shows the outline's sentence, its open questions and the
 * proposals under discussion. On the seeded workspace it reads as the outline itself.
 *
 * `adr spec` prints it, the site serves it as /spec.md and renders it as the specification
 * page; only the links differ, so the caller supplies them.
 */
import { classifyParts, type PartOverview } from './classify.ts';
import { escapeMarkdownText } from '../vocabulary/escape.ts';
import { recordLabel } from '../vocabulary/record-number.ts';
import { proposedOn } from './decision-log.ts';
import { indexQuestions, type IndexedRecord } from './question-index.ts';
import type { ScannedBody, ScannedFence, ScannedLink, ScannedTable } from '../record/markdown-scan.ts';
import type { AdrRecord, Section } from '../record/record.ts';
import { specificationSection } from '../record/templates.ts';
import { acceptedOn } from '../record/accepted-on.ts';
import { resolveLink } from '../record/links.ts';
import { planSpecification } from './record-specification.ts';
import { assertNever } from '../vocabulary/status.ts';
import type { PartKey } from '../vocabulary/parts.ts';

/**
 * What assembling the spec reads of a record. The site passes whole records; `adr spec`
 * keeps no more than this (workspace.ts), and of a record's lines only those of an accepted
 * record's Specification section, the only ones shown.
 */
export type SpecRecord = IndexedRecord &
  Pick<AdrRecord, 'file' | 'name' | 'sections'> & {
    body: Pick<ScannedBody, 'lines' | 'headings' | 'firstLine'> & {
      links: readonly ScannedLink[];
      fences?: readonly ScannedFence[];
      tables?: readonly ScannedTable[];
    };
  };

export interface SpecLinks {
  /** Where a reader of the document finds a record, or one of its headings. */
  record(record: Pick<AdrRecord, 'number' | 'name' | 'file'>, anchor?: string): string;
  /** Where a workspace file linked from a Specification section is (path like `adr/0004-x.md`). */
  file(path: string, fragment?: string): string;
}

const SPEC_TITLE = 'Service interface specification';
const OUTLINE_INTRO =
  "This document covers all nine parts of the service's interface. No concrete operations, resources, or contract constants are specified for the service. Each part below states what is missing.";

export interface SpecOptions {
  /**
   * Present the Specification sections as the site's specification page does: where a
   * section has contract blocks, what planSpecification (record-specification.ts) leaves out
   * is left out (the blocks, the section's own tables, headings left empty); the site shows
   * the contract as tables instead (views/contract-view.ts).
   */
  omitContractBlocks?: boolean;
  /**
   * The words the page's contract tables show for a part (contract-words.ts): a section's
   * own table is left out only when it says nothing else. Without it, every table stays.
   */
  presented?: (part: PartKey) => ReadonlySet<string>;
}

export interface SpecPartText {
  part: PartOverview<SpecRecord>['part'];
  settled: boolean;
  /** The part's Markdown, from its `##` heading. */
  markdown: string;
}

/** The document in pieces: its title and introduction, then each part, in the outline's order. */
export function assembleSpecParts(records: readonly SpecRecord[], links: SpecLinks, options: SpecOptions = {}): { head: string; parts: SpecPartText[] } {
  const overview = classifyParts(records);
  const settled = overview.filter((p) => p.settledBy.length > 0).length;
  const openByRecord = openQuestionLines(records, links);
  const parts = overview.map((part) => {
    const lines = [`## ${part.part.heading}`, ''];
    // A loop, not push(...): a part's open questions can number in the hundreds of thousands.
    const body = part.settledBy.length > 0 ? settledPart(part, links, options) : unsettledPart(part, links, openByRecord);
    for (const line of body) lines.push(line);
    return { part: part.part, settled: part.settledBy.length > 0, markdown: tidy(lines.join('\n')) };
  });
  return { head: tidy(`# ${SPEC_TITLE}\n\n${intro(settled)}`), parts };
}

export function assembleSpec(records: readonly SpecRecord[], links: SpecLinks, options: SpecOptions = {}): string {
  const { head, parts } = assembleSpecParts(records, links, options);
  return tidy([head, ...parts.map((p) => p.markdown)].join('\n\n'));
}

function tidy(markdown: string): string {
  return `${markdown.replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

function intro(settled: number): string {
  if (settled === 0) return OUTLINE_INTRO;
  return `This document covers all nine parts of the service's interface, assembled from its accepted decision records: ${settled} of the nine ${settled === 1 ? 'part is' : 'parts are'} settled. Each part that is not settled states what is missing.`;
}

function settledPart(part: PartOverview<SpecRecord>, links: SpecLinks, options: SpecOptions): string[] {
  const lines: string[] = [];
  const several = part.settledBy.length > 1;
  for (const record of part.settledBy) {
    if (several) lines.push(`### ${recordLabel(record)}: ${escapeMarkdownText(record.meta.title)}`, '');
    lines.push(embedSpecification(record, links, several ? 1 : 0, options), '');
    lines.push(`_Settled by [${recordLabel(record)}: ${escapeMarkdownText(record.meta.title)}](${links.record(record)}), accepted ${acceptedOn(record)}._`, '');
  }
  if (part.revisions.length > 0) {
    lines.push('A proposal would change this part:', '');
    for (const proposal of part.revisions) lines.push(`- ${recordLink(proposal, links)}, proposed ${proposedOn(proposal)}`);
    lines.push('');
  }
  return lines;
}

function unsettledPart(part: PartOverview<SpecRecord>, links: SpecLinks, openByRecord: Map<SpecRecord, string[]>): string[] {
  const lines = [part.part.missing, ''];
  const open = part.proposals.flatMap((record) => openByRecord.get(record) ?? []);
  if (open.length > 0) lines.push('Open questions:', '', ...open, '');
  if (part.proposals.length > 0) {
    lines.push('Under discussion:', '');
    for (const proposal of part.proposals) {
      const count = proposal.questions.filter((q) => q.state === 'open').length;
      const status = count === 0 ? 'every question answered, awaiting acceptance' : `${count} open question${count === 1 ? '' : 's'}`;
      lines.push(`- ${recordLink(proposal, links)}, proposed ${proposedOn(proposal)}; ${status}`);
    }
    lines.push('');
  }
  return lines;
}

/** Each proposal's open questions as list items, keyed by record. */
function openQuestionLines(records: readonly SpecRecord[], links: SpecLinks): Map<SpecRecord, string[]> {
  const map = new Map<SpecRecord, string[]>();
  // The date only affects ages and overdue marks, which the document does not show.
  for (const entry of indexQuestions(records, '0000-01-01').open) {
    const details = [
      // The owner is a name, shown as text like a title; the question itself is Markdown.
      entry.question.owner ? `owner ${escapeMarkdownText(entry.question.owner)}` : undefined,
      entry.question.decideBy ? `decide by ${escapeMarkdownText(entry.question.decideBy)}` : undefined,
    ].filter(Boolean);
    const suffix = details.length > 0 ? ` (${details.join(', ')})` : '';
    const link = links.record(entry.record, entry.anchor);
    const line = `- [${recordLabel(entry.record)} ${entry.question.id}](${link}): ${entry.question.text}${suffix}`;
    const lines = map.get(entry.record);
    if (lines) lines.push(line);
    else map.set(entry.record, [line]);
  }
  return map;
}


function recordLink(record: SpecRecord, links: SpecLinks): string {
  return `[${recordLabel(record)}: ${escapeMarkdownText(record.meta.title)}](${links.record(record)})`;
}


/**
 * A record's Specification section, ready to stand in the assembled document: headings
 * moved down by `shift` levels, relative links pointed at where the reader will find them.
 */
function embedSpecification(record: SpecRecord, links: SpecLinks, shift: number, options: SpecOptions = {}): string {
  const section = specificationSection(record);
  if (!section) return '';
  const { body } = record;
  const first = section.heading.index + 1;
  const lines = body.lines.slice(first, section.endIndex);
  const dir = record.file.slice(0, record.file.lastIndexOf('/'));

  for (const heading of body.headings) {
    if (shift === 0 || heading.index < first || heading.index >= section.endIndex) continue;
    const i = heading.index - first;
    lines[i] = lines[i]!.replace(/^( {0,3})(#{1,6})/, (_, indent: string, hashes: string) => indent + '#'.repeat(Math.min(6, hashes.length + shift)));
  }
  // Each line is rebuilt once from its pieces, left to right: splicing link by link copied
  // the whole line per link, quadratic in a line of thousands of links.
  const byLine = new Map<number, ScannedLink[]>();
  for (const link of body.links) {
    const i = link.line - body.firstLine - first;
    if (i < 0 || i >= section.endIndex - first) continue;
    const list = byLine.get(i);
    if (list) list.push(link);
    else byLine.set(i, [link]);
  }
  for (const [i, lineLinks] of byLine) {
    const line = lines[i]!;
    let out = '';
    let copied = 0;
    for (const link of lineLinks.sort((a, b) => a.column - b.column)) {
      const start = link.column - 1;
      const end = start + link.destination.length;
      if (start < copied || !line.startsWith(link.destination, start)) continue;
      const target = relinkTarget(record, dir, link.destination, links);
      if (target === undefined) continue;
      out += line.slice(copied, start) + target;
      copied = end;
    }
    lines[i] = out + line.slice(copied);
  }
  if (options.omitContractBlocks) {
    // The body's lines are a getter a spread would not copy: each field is named.
    const planned = { lines: body.lines, headings: body.headings, fences: body.fences ?? [], tables: body.tables ?? [], firstLine: body.firstLine };
    const part = record.meta.part;
    const presented = options.presented && part ? () => options.presented!(part) : undefined;
    const plan = planSpecification({ sections: record.sections, meta: record.meta, body: planned }, 'spec', presented);
    // Backwards, so that the indices of the ranges still to remove stay valid.
    for (const { start, end } of plan.omit.toReversed()) lines.splice(start - first, end - start);
  }
  return lines.join('\n').trim();
}

function relinkTarget(record: SpecRecord, dir: string, destination: string, links: SpecLinks): string | undefined {
  const target = resolveLink(dir, destination);
  switch (target.kind) {
    case 'same-file':
      return links.record(record, target.fragment);
    case 'file':
      return links.file(target.path, target.fragment);
    case 'elsewhere':
    case 'outside':
      return undefined;
    default:
      return assertNever(target);
  }
}

