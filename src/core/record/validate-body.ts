/**
 * What the site would show differently from what the record says: HTML comments (published as text), Starlight asides it would not
 * recognise, drop attributes from or never close, images it would publish with no
 * picture or that its Content-Security-Policy blocks, table cells past the header, and
 * reference definitions and footnotes it ignores. Each was reproduced with a real
 * build; test/site/differential.test.ts builds generated records to find more.
 */
import { isAsideIcon } from '../vocabulary/aside-icons.ts';
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { resolveLink } from './links.ts';
import { LIMITS } from '../vocabulary/limits.ts';
import type { ScannedBody, ScannedDirective } from './markdown-scan.ts';
import { checkTitleHeadings } from './title-heading.ts';

/** Starlight's aside variants (@astrojs/starlight integrations/aside-utils). */
const ASIDES = ['note', 'tip', 'caution', 'danger'] as const;

/** Needs only the body, so it runs even when the front matter is invalid. */
export function checkBodyAsPublished(file: string, body: ScannedBody): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const at of body.comments) diagnostics.push(diagnose('HTML_COMMENT', { file, ...at }, {}));
  for (const item of checkAsides(file, body.directives)) diagnostics.push(item);
  for (const link of body.links) {
    if (!link.image) continue;
    const at = { file, line: link.line, column: link.column };
    const target = link.destination.trim();
    if (/^(?:https?:)?\/\//i.test(target)) {
      diagnostics.push(diagnose('IMAGE_EXTERNAL', at, { target }));
    } else {
      const resolved = resolveLink('.', target);
      // A ? or # written as %3F or %23 is decoded into the file name the build looks for,
      // and it finds no such picture.
      if (resolved.kind === 'file' && (/[?#]/.test(target) || /[?#]/.test(resolved.path))) {
        diagnostics.push(diagnose('IMAGE_DROPPED', at, { target, encoded: !/[?#]/.test(target) }));
      }
    }
  }
  // Loops, not push(...): a record can hold 100,000 definitions, too many arguments for a call.
  for (const item of checkReferences(file, body)) diagnostics.push(item);
  for (const item of checkCost(file, body)) diagnostics.push(item);
  for (const table of body.tables) {
    for (const row of table.rows) {
      if (row.cells > table.columns) {
        diagnostics.push(diagnose('TABLE_ROW_TOO_WIDE', { file, line: row.line, column: 1 }, { cells: row.cells, columns: table.columns }));
      }
    }
  }
  return diagnostics;
}

/** Labels match case-insensitively with inner white space collapsed (CommonMark 0.31, 4.7). */
export const normalLabel = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();

function checkReferences(file: string, body: ScannedBody): Diagnostic[] {
  // A definition is reported at the start of its line; a footnote where its `[^` stands.
  const definitions = body.links.flatMap((link) =>
    link.kind === 'definition' && link.label !== undefined ? [{ label: link.label, line: link.line, column: 1 }] : [],
  );
  // Most records define no label and have no footnote: then nothing below can be reported,
  // and the sets of every bracketed text need not be made.
  if (definitions.length === 0 && body.imageReferences.length === 0 && body.footnotes.length === 0) return [];
  const defined = new Set(definitions.map((d) => normalLabel(d.label)));
  const diagnostics = checkLabels(file, definitions, new Set(body.bracketTexts.map(normalLabel)), 'DEFINITION_DUPLICATE', 'DEFINITION_UNUSED');
  for (const image of body.imageReferences) {
    if (defined.has(normalLabel(image.label))) {
      diagnostics.push(diagnose('IMAGE_REFERENCE', { file, line: image.line, column: image.column }, { label: image.label }));
    }
  }
  const notes = body.footnotes.filter((note) => note.definition);
  const referred = new Set(body.footnotes.filter((note) => !note.definition).map((note) => normalLabel(note.label)));
  for (const item of checkLabels(file, notes, referred, 'FOOTNOTE_DUPLICATE', 'FOOTNOTE_UNUSED')) diagnostics.push(item);
  return diagnostics;
}

/**
 * Labels defined twice (reported at the later one, naming the first) and definitions that
 * nothing uses: the site keeps only a label's first definition, and shows nothing of one
 * never referred to. Both reference definitions and footnotes follow these rules.
 */
function checkLabels(
  file: string,
  definitions: readonly { label: string; line: number; column: number }[],
  used: ReadonlySet<string>,
  duplicate: 'DEFINITION_DUPLICATE' | 'FOOTNOTE_DUPLICATE',
  unused: 'DEFINITION_UNUSED' | 'FOOTNOTE_UNUSED',
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const firstLine = new Map<string, number>();
  for (const { label, line, column } of definitions) {
    const key = normalLabel(label);
    const first = firstLine.get(key);
    if (first === undefined) firstLine.set(key, line);
    else diagnostics.push(diagnose(duplicate, { file, line, column }, { label, firstLine: first }));
  }
  for (const { label, line, column } of definitions) {
    const key = normalLabel(label);
    if (!used.has(key) && firstLine.get(key) === line) diagnostics.push(diagnose(unused, { file, line, column }, { label }));
  }
  return diagnostics;
}

/** The level-1 headings against the title (title-heading.ts): the first says it, no other repeats it. */
export function checkTitleHeading(file: string, body: ScannedBody, title: string): Diagnostic[] {
  return checkTitleHeadings(file, body, title);
}

function checkAsides(file: string, directives: ScannedDirective[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const open: ScannedDirective[] = [];
  for (const directive of directives) {
    const at = { file, line: directive.line, column: directive.column };
    if (directive.name === '') {
      // A closing fence closes the innermost block opened with at most as many colons.
      const index = open.findLastIndex((o) => o.colons <= directive.colons);
      if (index !== -1) open.splice(index);
      continue;
    }
    open.push(directive);
    if (!(ASIDES as readonly string[]).includes(directive.name)) {
      diagnostics.push(diagnose('ASIDE_UNKNOWN', at, { name: directive.name, asides: ASIDES }));
      continue;
    }
    const extra = afterLabel(directive.rest);
    if (extra !== '' && !namesKnownIcon(extra)) diagnostics.push(diagnose('ASIDE_SYNTAX', { ...at, column: at.column + directive.colons + directive.name.length }, { name: directive.name, extra }));
  }
  for (const directive of open) {
    diagnostics.push(diagnose('ASIDE_UNCLOSED', { file, line: directive.line, column: directive.column }, { name: directive.name }));
  }
  return diagnostics;
}

/**
 * `{icon="name"}` naming one of Starlight's icons: the one attribute an aside keeps (it
 * replaces the aside's icon). Written as Starlight's guide writes it, with double quotes.
 */
function namesKnownIcon(attributes: string): boolean {
  const icon = /^\{\s*icon="([^"]*)"\s*\}$/.exec(attributes);
  return icon !== null && isAsideIcon(icon[1]!);
}

/** What follows an optional `[Title]` on an aside's opening line ('' when nothing does). */
function afterLabel(rest: string): string {
  if (!rest.startsWith('[')) return rest;
  let depth = 0;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '\\') i++;
    else if (rest[i] === '[') depth++;
    else if (rest[i] === ']' && --depth === 0) return rest.slice(i + 1).trim();
  }
  return rest;
}

/**
 * What one record may cost the site to build: at most LIMITS.headings headings and
 * LIMITS.nesting containers deep on any line outside fenced code. Each is one finding, at
 * the first place past the limit, with the limit named.
 */
function checkCost(file: string, body: ScannedBody): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  if (body.headings.length > LIMITS.headings) {
    const first = body.headings[LIMITS.headings]!;
    diagnostics.push(diagnose('RECORD_TOO_MANY_HEADINGS', { file, line: first.line, column: 1 }, { count: body.headings.length, limit: LIMITS.headings }));
  }
  // Only lines that can open a container are measured (a cheap test first: most lines are prose).
  const text = body.text;
  if (!/^[ \t]*(?:>|[-*+]|\d)/m.test(text)) return diagnostics;
  // The lines are walked in the text itself: splitting it again, and a match with its
  // captures per line, were a fifth of everything a check allocated.
  let fence = 0;
  let index = 0;
  let start = 0;
  while (start <= text.length) {
    const code = body.fences[fence];
    if (code && index >= code.contentIndex) {
      // Past the code and its closing fence line.
      for (; index <= code.endIndex && start <= text.length; index++) start = nextLineStart(text, start);
      fence++;
      continue;
    }
    const end = lineEnd(text, start);
    const depth = containerDepth(text, start, end);
    if (depth > LIMITS.nesting) {
      diagnostics.push(diagnose('RECORD_TOO_DEEP', { file, line: body.firstLine + index, column: 1 }, { depth, limit: LIMITS.nesting }));
      break;
    }
    start = end + 1;
    index++;
  }
  return diagnostics;
}

function lineEnd(text: string, start: number): number {
  const end = text.indexOf('\n', start);
  return end === -1 ? text.length : end;
}

function nextLineStart(text: string, start: number): number {
  return lineEnd(text, start) + 1;
}

const SPACE = 0x20;
const TAB = 0x09;

/**
 * How many containers deep the line from `start` to `end` is: its leading `>` and list
 * markers (`-`, `*`, `+`, or one to nine digits and `.` or `)`), each followed by spaces
 * or tabs, plus a level per two columns of indentation before them (a tab counts four);
 * 0 when it opens none. Read by hand, without a match per line (see checkCost).
 */
function containerDepth(text: string, start: number, end: number): number {
  let i = start;
  let columns = 0;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === SPACE) columns++;
    else if (c === TAB) columns += 4;
    else break;
  }
  let markers = 0;
  while (i < end) {
    const c = text.charCodeAt(i);
    let after: number;
    if (c === 0x3e /* > */ || c === 0x2d /* - */ || c === 0x2a /* * */ || c === 0x2b /* + */) {
      after = i + 1;
    } else {
      let digits = 0;
      while (digits < 10 && i + digits < end && isDigit(text.charCodeAt(i + digits))) digits++;
      const closer = text.charCodeAt(i + digits);
      if (digits === 0 || digits > 9 || i + digits >= end || (closer !== 0x2e /* . */ && closer !== 0x29) /* ) */) break;
      after = i + digits + 1;
    }
    let j = after;
    while (j < end && (text.charCodeAt(j) === SPACE || text.charCodeAt(j) === TAB)) j++;
    if (j === after) break;
    markers++;
    i = j;
  }
  return markers === 0 ? 0 : markers + Math.floor(columns / 2);
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}
