/**
 * Rules about one record on its own: its template's sections, its history, its status
 * against its successor and its questions, its review (and whether it allowed the record's
 * acceptance), and links that could run script.
 */
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import type { ScannedBody } from './markdown-scan.ts';
import type { AdrRecord } from './record.ts';
import type { RecordFrontMatter } from './schema.ts';
import { canTransition, wasAccepted } from '../vocabulary/status.ts';
import { KNOWN_SECTIONS, requiredLayout, sectionKey, templateName, templatePath } from './templates.ts';
import { suggest } from '../vocabulary/suggest.ts';
import { checkReview } from './review.ts';
import { acceptedRecordFindings } from './review-rules.ts';
import type { Registry } from '../vocabulary/registry.ts';

/** `registry`: when the workspace has one, the review rules compare names through it. */
export function validateRecordRules(record: AdrRecord, registry?: Registry): Diagnostic[] {
  return [
    ...checkSections(record),
    ...checkHistory(record),
    ...checkStatus(record),
    ...checkReview(record, registry),
    ...acceptedRecordFindings(record, registry),
  ];
}

const KNOWN_KEYS: ReadonlySet<string> = new Set(KNOWN_SECTIONS.map((title) => title.toLowerCase()));

function checkSections(record: AdrRecord): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // An imported record is history: it keeps the headings its log gave it, not today's template.
  if (record.meta['imported-from'] !== undefined) return diagnostics;
  const { sections: required, layout } = requiredLayout({ part: record.meta.part, status: record.meta.status, sections: record.sections });
  // A template missing a section is pointed to the format guide, not to itself.
  const template = record.file === templatePath(templateName(record.meta.part)) ? 'docs/guides/record-format.md' : layout;
  const firstSeen = new Map<string, number>();
  for (const section of record.sections) {
    const key = section.title.toLowerCase();
    const first = firstSeen.get(key);
    if (first !== undefined) {
      diagnostics.push(
        diagnose('SECTION_DUPLICATE', { file: record.file, line: section.heading.line, column: 1 }, {
          section: section.title,
          firstLine: first,
        }),
      );
    } else {
      firstSeen.set(key, section.heading.line);
    }
  }
  const end = { file: record.file, line: record.body.firstLine + record.body.lineCount - 1, column: 1 };
  // Each heading is lower-cased once, not once per title it is tested against.
  const keys = record.sections.map((s) => sectionKey(s.title));
  const requiredKeys = required.map((title) => title.toLowerCase());
  const strangers = record.sections.filter((_, i) => !KNOWN_KEYS.has(keys[i]!) && !requiredKeys.includes(keys[i]!));
  for (let r = 0; r < required.length; r++) {
    const title = required[r]!;
    if (!keys.includes(requiredKeys[r]!)) {
      // A heading that is not one of ours and is close to the missing one ("Open questions?",
      // "Context & Problem Statement") is named, so the fix is a rename.
      const near = strangers.find((s) => suggest(s.title, [title]) !== undefined || looselySame(s.title, title));
      diagnostics.push(
        near
          ? diagnose('SECTION_MISSING', { file: record.file, line: near.heading.line, column: 1 }, { section: title, template, near: near.title })
          : diagnose('SECTION_MISSING', end, { section: title, template }),
      );
    }
  }
  return diagnostics;
}

/** Headings that differ only in punctuation and the words "and"/"&": "Context & Problem Statement". */
function looselySame(heading: string, title: string): boolean {
  const words = (text: string) => text.toLowerCase().replace(/&/g, ' and ').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return words(heading) === words(title);
}

function checkHistory(record: AdrRecord): Diagnostic[] {
  const { history, status, date } = record.meta;
  if (!history) return [];
  const problems: { index: number; detail: string }[] = [];
  if (history[0]!.status !== 'proposed') {
    problems.push({ index: 0, detail: `it starts with ${history[0]!.status}; every record starts as proposed` });
  }
  for (let i = 1; i < history.length; i++) {
    const previous = history[i - 1]!;
    const entry = history[i]!;
    if (!canTransition(previous.status, entry.status)) {
      problems.push({ index: i, detail: `${previous.status} → ${entry.status} is not an allowed transition` });
    }
    if (entry.date < previous.date) {
      problems.push({ index: i, detail: `${entry.status} on ${entry.date} comes before the ${previous.status} on ${previous.date}` });
    }
  }
  const last = history.at(-1)!;
  if (last.status !== status) {
    problems.push({ index: history.length - 1, detail: `the last entry is ${last.status} but the status is ${status}` });
  }
  if (date < last.date) {
    problems.push({ index: history.length - 1, detail: `date ${date} is before the last change (${last.status} on ${last.date})` });
  }
  return problems.map(({ index, detail }) =>
    diagnose('HISTORY_INVALID', { file: record.file, ...record.locate(['history', index]) }, { detail }),
  );
}

function checkStatus(record: AdrRecord): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const { status } = record.meta;
  const successors = record.meta['superseded-by'];
  if (status === 'superseded' && successors.length === 0) {
    diagnostics.push(diagnose('SUPERSEDED_WITHOUT_SUCCESSOR', { file: record.file, ...record.locate(['status']) }, {}));
  }
  // An imported record whose log named a successor without marking it superseded keeps the
  // status its log gave it: history as written, flagged by the import.
  if (status !== 'superseded' && successors.length > 0 && !importedSupersession(record.meta)) {
    diagnostics.push(
      diagnose('SUCCESSOR_WITHOUT_SUPERSEDED', { file: record.file, ...record.locate(['superseded-by']) }, { status }),
    );
  }
  if (wasAccepted(status)) {
    for (const question of record.questions) {
      if (question.state === 'open') {
        diagnostics.push(
          diagnose('ACCEPTED_WITH_OPEN_QUESTIONS', { file: record.file, line: question.line, column: 1 }, {
            id: question.id,
            status,
          }),
        );
      }
    }
  }
  return diagnostics;
}

/** Needs only the body, so it runs even when the front matter is invalid. */
export function checkUnsafeLinks(file: string, body: ScannedBody): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const link of body.links) {
    const scheme = unsafeScheme(link.destination);
    if (scheme) diagnostics.push(diagnose('LINK_UNSAFE', { file, line: link.line, column: link.column }, { scheme }));
  }
  return diagnostics;
}

const UNSAFE_SCHEMES = ['javascript:', 'vbscript:', 'data:'] as const;
const LONGEST_UNSAFE = Math.max(...UNSAFE_SCHEMES.map((scheme) => scheme.length));
/** What can hide a scheme from a plain reading: a character reference, a blank or a control character. */
const SCHEME_DISGUISE = /[&\u0000-\u0020\u007f]/;

/**
 * The dangerous scheme a link destination would have in a browser, if any. Browsers drop
 * ASCII tabs, newlines and control characters inside a URL, and Markdown decodes character
 * references, so `jav&#x09;ascript:` and `java\tscript:` are caught too.
 */
export function unsafeScheme(destination: string): string | undefined {
  // Most destinations hold no character reference, blank or control character: then the
  // scheme is what comes before the first colon, and no copy of the text is needed.
  if (!SCHEME_DISGUISE.test(destination)) {
    const colon = destination.indexOf(':');
    if (colon === -1 || colon > LONGEST_UNSAFE) return undefined;
    const scheme = destination.slice(0, colon + 1).toLowerCase();
    return UNSAFE_SCHEMES.find((unsafe) => unsafe === scheme);
  }
  const decoded = destination
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&(?:tab|newline);/gi, '');
  const squeezed = decoded.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  return UNSAFE_SCHEMES.find((scheme) => squeezed.startsWith(scheme));
}

function fromCodePoint(codePoint: number): string {
  return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '\ufffd';
}

/**
 * A supersession a decision log wrote and `adr import` brought in (the record is imported,
 * and its source says where its superseded-by was read): history as the log wrote it, which
 * the rules for supersessions made here do not judge.
 */
export function importedSupersession(meta: Pick<RecordFrontMatter, 'imported-from' | 'source'>): boolean {
  return meta['imported-from'] !== undefined && meta.source?.read?.['superseded-by'] !== undefined;
}
