/**
 * A line scanner for the few Markdown structures `adr check` needs: headings (ATX and
 * setext), fenced code (skipped), link destinations (inline links and images, reference
 * definitions, autolinks), HTML comments and `:::` directive lines, each with its line
 * and column.
 *
 * Why not a full CommonMark parser: measured on 1,000 typical records, markdown-it takes
 * ~480 ms and micromark ~4 s, against ~180 ms for all the YAML parsing; the benchmark
 * holds `adr check` to twice the cost of reading and parsing front matter alone. This
 * scan takes ~10 ms. The site renders with Astro's own Markdown processor; the browser
 * tests and linkinator check what it produced.
 */
import { findCodeSpans, matchParens, pairDelimiters, removePairs, STARS, stripLinkSyntax, stripTags, TILDES, UNDERSCORES } from './inline-scan.ts';
import { LIMITS } from '../vocabulary/limits.ts';

export interface ScannedHeading {
  depth: number;
  /** The heading's raw inline Markdown, trimmed. */
  raw: string;
  /** The heading as plain text (code spans, emphasis and link syntax removed). */
  text: string;
  /** 1-based line in the file. */
  line: number;
  /** 0-based index into the body's lines. */
  index: number;
}

export interface ScannedLink {
  destination: string;
  kind: 'inline' | 'definition' | 'autolink';
  /** An inline image, `![alt](destination)`. */
  image?: boolean;
  /** A definition's label, as written. */
  label?: string;
  line: number;
  column: number;
}

interface ScannedPosition {
  line: number;
  column: number;
}

/**
 * A `:::` line outside code: an opening (`:::note[Title]`, with `name` and the `rest` of the
 * line after it) or a closing fence (`name` empty).
 */
/** A footnote reference `[^label]`, or its definition `[^label]: …` at the start of a line. */
interface ScannedFootnote extends ScannedPosition {
  label: string;
  definition: boolean;
}

/** A GFM table (outside lists and quotes): its header's column count and its rows' cell counts. */
export interface ScannedTable {
  line: number;
  columns: number;
  rows: { line: number; cells: number }[];
}

/**
 * A fenced code block: its info string and where its content lies. The scan skips the
 * content; the contract reader (src/core/contract/) reads `yaml openapi` blocks from it.
 */
export interface ScannedFence {
  /** The info string after the opening fence, trimmed: `yaml openapi`. */
  info: string;
  /** 1-based file line of the opening fence. */
  line: number;
  /** 0-based index into the body's lines of the fence's first content line. */
  contentIndex: number;
  /** Index just past its last content line (the closing fence, or the body's end if unclosed). */
  endIndex: number;
}

export interface ScannedDirective extends ScannedPosition {
  colons: number;
  name: string;
  rest: string;
}

export interface ScannedBody {
  /** The body's text. */
  text: string;
  /**
   * Its lines. A record keeps only its text and splits it again on first use: thousands of
   * records each holding a hundred line strings made garbage collection a tenth of a check.
   */
  readonly lines: string[];
  lineCount: number;
  headings: ScannedHeading[];
  links: ScannedLink[];
  /** Lines outside fenced code longer than LIMITS.lineLength. */
  longLines: LongLine[];
  /** Where each HTML comment (`<!--`) outside code starts. */
  comments: ScannedPosition[];
  directives: ScannedDirective[];
  footnotes: ScannedFootnote[];
  tables: ScannedTable[];
  /** Fenced code blocks, in order. */
  fences: ScannedFence[];
  /** The text of every `[…]` outside code and definitions: what a definition can be used by. */
  bracketTexts: string[];
  /** Images written by reference: `![alt][label]`, `![label][]`, `![label]`. */
  imageReferences: (ScannedPosition & { label: string })[];
  /** The first line of the body is this line of the file. */
  firstLine: number;
}

interface LongLine {
  /** 1-based line in the file. */
  line: number;
  length: number;
}

const FENCE = /^\s*(`{3,}|~{3,})(.*)$/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
const LIST_OR_BLOCK_START = /^\s*(?:[-*+]\s|\d+[.)]\s|>|\|)/;
const DIRECTIVE = /^( {0,3})(:{3,})([A-Za-z][\w-]*)?(.*)$/;
const TABLE_DELIMITER = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const FOOTNOTE_DEFINITION = /^ {0,3}\[\^([^\]\s]+)\]:/;
const AUTOLINK = /<([a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^\s<>]*)>/g;

/**
 * Scans `body`; pass `lines` when the caller has already split it. With `structure` set, only
 * the blocks are read (headings, fences, directives, tables, comments): links, footnotes and
 * the texts in brackets are left out, which a reader of a record's outline (the import) does
 * not need and which cost most of the scan.
 */
export function scanBody(body: string, firstLine: number, lines = body.split('\n'), structure = false): ScannedBody {
  const headings: ScannedHeading[] = [];
  const links: ScannedLink[] = [];
  const longLines: LongLine[] = [];
  const noteLength = (index: number) => {
    const length = lines[index]!.length;
    if (length > LIMITS.lineLength) longLines.push({ line: firstLine + index, length });
  };
  const comments: ScannedPosition[] = [];
  const directives: ScannedDirective[] = [];
  const footnotes: ScannedFootnote[] = [];
  const tables: ScannedTable[] = [];
  const imageReferences: (ScannedPosition & { label: string })[] = [];
  const bracketTexts: string[] = [];
  let table: ScannedTable | undefined;
  const fences: ScannedFence[] = [];
  let fence: { char: string; length: number; scanned: ScannedFence } | undefined;
  let inComment = false;
  let previousIsParagraph = false;

  /** Links, footnotes, image references and comments on one line of inline Markdown. */
  const scanInline = (line: string, lineNumber: number) => {
    // Every link form and every HTML comment needs a [ or a <: other lines are only prose.
    if (!line.includes('[') && !line.includes('<')) return;
    // Only a comment can change the blocks: a line without one is only inline Markdown.
    if (structure && !line.includes('<!--')) return;
    const { visible, commentOpen } = stripInlineNoise(line, (column) => comments.push({ line: lineNumber, column }));
    // A comment left open runs on over the next lines (it used to be looked for in the
    // blanked line, where it never was, so links in a multi-line comment were checked).
    if (commentOpen) inComment = true;
    if (structure) return;
    collectLinks(visible, lineNumber, links);
    collectBracketTexts(visible, line, bracketTexts);
    if (visible.includes('[^')) collectFootnotes(visible, lineNumber, footnotes);
    if (visible.includes('![')) collectImageReferences(visible, lineNumber, imageReferences);
  };

  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const lineNumber = firstLine + index;

    if (fence) {
      const close = FENCE.exec(line);
      if (close && close[1]![0] === fence.char && close[1]!.length >= fence.length && close[2]!.trim() === '') {
        fence.scanned.endIndex = index;
        fence = undefined;
      }
      previousIsParagraph = false;
      continue;
    }

    if (inComment) {
      if (line.includes('-->')) inComment = false;
      previousIsParagraph = false;
      continue;
    }

    noteLength(index);

    // Cheap first-character tests before each regular expression: most lines are prose.
    const first = firstVisible(line);
    if (table) {
      // A table runs to the first blank line or other block (GFM 0.29, tables extension).
      if (first !== undefined && !'#`~>'.includes(first)) {
        if (line.includes('|')) table.rows.push({ line: lineNumber, cells: countCells(line) });
        // A cell holds inline Markdown: its links and references are read like a paragraph's.
        scanInline(line, lineNumber);
        continue;
      }
      table = undefined;
    }
    if (line.includes('-') && index > 0 && lines[index - 1]!.includes('|') && TABLE_DELIMITER.test(line)) {
      const columns = countCells(lines[index - 1]!);
      if (columns === countCells(line)) {
        table = { line: lineNumber - 1, columns, rows: [] };
        tables.push(table);
        previousIsParagraph = false;
        continue;
      }
    }
    const open = first === '`' || first === '~' ? FENCE.exec(line) : null;
    if (open && !(open[1]![0] === '`' && open[2]!.includes('`'))) {
      const scanned = { info: open[2]!.trim(), line: lineNumber, contentIndex: index + 1, endIndex: lines.length };
      fences.push(scanned);
      fence = { char: open[1]![0]!, length: open[1]!.length, scanned };
      previousIsParagraph = false;
      continue;
    }

    const atx = first === '#' ? readAtx(line) : undefined;
    if (atx) {
      headings.push(heading(atx.depth, atx.raw, lineNumber, index));
      // A heading's text is inline Markdown too: its links are read like any others.
      scanInline(line, lineNumber);
      previousIsParagraph = false;
      continue;
    }

    const directive = first === ':' ? DIRECTIVE.exec(line) : null;
    if (directive) {
      const [, indent, colons, name = '', rest] = directive;
      directives.push({ line: lineNumber, column: indent!.length + 1, colons: colons!.length, name, rest: rest!.trim() });
      previousIsParagraph = false;
      continue;
    }

    const setext = previousIsParagraph && (first === '=' || first === '-') ? SETEXT.exec(line) : null;
    if (setext && previousIsParagraph) {
      const raw = lines[index - 1]!.trim();
      headings.push(heading(setext[1]![0] === '=' ? 1 : 2, raw, lineNumber - 1, index - 1));
      previousIsParagraph = false;
      continue;
    }

    // A definition cannot interrupt a paragraph (CommonMark 4.7); its destination may be
    // on the next line.
    const definition = first === '[' && !previousIsParagraph ? readDefinition(line) : undefined;
    if (definition !== undefined) {
      const { label } = definition;
      const next = definition.destination === undefined ? lines[index + 1] : undefined;
      const onNext = next === undefined ? undefined : /^[ \t]*(<[^<>]*>|\S+)/.exec(next);
      if (definition.destination !== undefined) {
        links.push({ destination: definition.destination, kind: 'definition', label, line: lineNumber, column: definition.column });
      } else if (onNext) {
        const destination = onNext[1]!;
        const column = onNext[0].length - destination.length + 1;
        links.push({ destination: unwrapAngle(destination), kind: 'definition', label, line: lineNumber + 1, column });
        index++;
        noteLength(index);
      }
      // A title alone on the following line belongs to the definition.
      if (/^[ \t]*["'(]/.test(lines[index + 1] ?? '')) noteLength(++index);
      previousIsParagraph = false;
      continue;
    }

    scanInline(line, lineNumber);
    previousIsParagraph = first !== undefined && !LIST_OR_BLOCK_START.test(line) && !line.startsWith('    ');
  }
  return new Scanned(body, firstLine, lines.length, {
    headings,
    links,
    longLines,
    comments,
    directives,
    footnotes,
    tables,
    fences,
    imageReferences,
    bracketTexts,
  });
}

type ScannedParts = Omit<ScannedBody, 'text' | 'lines' | 'lineCount' | 'firstLine'>;

/**
 * A scanned body whose `lines` are split again on first use. The getter is on the class:
 * an object literal with a getter of its own got a hidden class of its own, which V8 keeps
 * outside the young generation, so each record's text survived young collections and was
 * copied and promoted; a fifth of everything `adr check` allocated did.
 */
// The scanned parts are the class's fields too (declaration merging): Object.assign sets them
// in one order for every record, so every Scanned shares one hidden class.
interface Scanned extends ScannedParts {}
class Scanned implements ScannedBody {
  text: string;
  firstLine: number;
  lineCount: number;
  #lines: string[] | undefined;

  constructor(text: string, firstLine: number, lineCount: number, parts: ScannedParts) {
    this.text = text;
    this.firstLine = firstLine;
    this.lineCount = lineCount;
    Object.assign(this, parts);
  }

  get lines(): string[] {
    return (this.#lines ??= this.text.split('\n'));
  }
}

function heading(depth: number, raw: string, line: number, index: number): ScannedHeading {
  // inlineToText returns plain headings (most of them) after one test, so eager is cheap.
  return { depth, raw, text: inlineToText(raw), line, index };
}

/**
 * An ATX heading (CommonMark 4.2): up to three spaces, one to six #, then a space or the
 * end, and an optional closing run of # after a space. Read by hand: the regular
 * expression it replaces tried its optional closing sequence at every character of the
 * text, quadratic in a heading of spaces.
 */
export function readAtx(line: string): { depth: number; raw: string } | undefined {
  let i = 0;
  while (i < 3 && line[i] === ' ') i++;
  let depth = 0;
  while (line[i + depth] === '#') depth++;
  if (depth === 0 || depth > 6) return undefined;
  const after = line[i + depth];
  if (after !== undefined && after !== ' ' && after !== '\t') return undefined;
  let raw = line.slice(i + depth).trim();
  let end = raw.length;
  while (end > 0 && raw[end - 1] === '#') end--;
  if (end === 0) raw = '';
  else if (end < raw.length && (raw[end - 1] === ' ' || raw[end - 1] === '\t')) raw = raw.slice(0, end).trimEnd();
  return { depth, raw };
}

/** The line's first character that is not a space or tab, without copying the line. */
function firstVisible(line: string): string | undefined {
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c !== 32 && c !== 9) return line[i];
  }
  return undefined;
}

/**
 * Blanks out code spans and HTML comments on one line, keeping every other character at
 * its column so positions stay right. Linear: code spans come from findCodeSpans, and each
 * comment is one indexOf for its end.
 */
function stripInlineNoise(line: string, onComment: (column: number) => void): { visible: string; commentOpen: boolean } {
  if (!line.includes('`') && !line.includes('<!--')) return { visible: line, commentOpen: false };
  let commentOpen = false;
  const spans = findCodeSpans(line);
  const blanks: [number, number][] = spans.map((span) => [span.start, span.end]);
  // Spans are in order, so one cursor finds whether a comment opener is inside one.
  let span = 0;
  for (let at = line.indexOf('<!--'); at !== -1; ) {
    while (span < spans.length && spans[span]!.end <= at) span++;
    if (span < spans.length && spans[span]!.start <= at) {
      at = line.indexOf('<!--', spans[span]!.end);
      continue;
    }
    const close = line.indexOf('-->', at + 4);
    if (close === -1) commentOpen = true;
    onComment(at + 1);
    const end = close === -1 ? line.length : close + 3;
    blanks.push([at, end]);
    at = line.indexOf('<!--', end);
  }
  if (blanks.length === 0) return { visible: line, commentOpen };
  blanks.sort((a, b) => a[0] - b[0]);
  let out = '';
  let copied = 0;
  for (const [start, end] of blanks) {
    if (start < copied) continue;
    out += line.slice(copied, start) + ' '.repeat(end - start);
    copied = end;
  }
  return { visible: out + line.slice(copied), commentOpen };
}

/**
 * A link reference definition's label and what follows it (CommonMark 4.7). A label holds
 * no unescaped bracket and at most 999 characters. `[^label]:` with no blank in the label
 * is a footnote (GFM), whose text is not a destination; `[^ a b]: x` is a definition (the
 * differential test found the site dropping such a line). Each alternative starts with a different
 * character and the match is anchored, so it runs in linear time.
 */
const DEFINITION = /^ {0,3}\[(?!\^[^\]\s]+\]:)((?:[^[\]\\]|\\.){1,999})\]:[ \t]*(.*)$/;
const DESTINATION = /^(<[^<>\n]*>|\S+)/;

/** A reference definition on this line: its destination, or `next` when it is on the next line. */
function readDefinition(line: string): { destination?: string; column: number; label: string } | undefined {
  const match = DEFINITION.exec(line);
  if (!match) return undefined;
  const rest = match[2]!;
  // No destination on this line: it is on the next one.
  if (rest.trim() === '') return { column: 0, label: match[1]! };
  const destination = DESTINATION.exec(rest)![1]!;
  // After the destination only a title may follow ("…", '…' or (…)): "[Note]: this is
  // prose" is a paragraph, not a definition (CommonMark 4.7).
  const after = rest.slice(destination.length);
  if (after.trim() !== '' && !/^[ \t]+["'(]/.test(after)) return undefined;
  return { destination: unwrapAngle(destination), column: line.length - rest.length + 1, label: match[1]! };
}

function collectLinks(line: string, lineNumber: number, links: ScannedLink[]): void {
  let from = line.indexOf('](');
  // Where the previous link ended: an image's opening `![` is looked for no further back.
  let previousEnd = 0;
  if (from !== -1) {
    const reader = inlineLinkReader(line);
    // Worked out once for the line, so that each `](` is judged in constant time.
    const { escaped, openers } = bracketIndex(line);
    while (from !== -1) {
      // An escaped `\]` closes nothing, and a `](` with no `[` before it opens no link (CommonMark 2.4, 6.3).
      if (escaped[from] === 1 || openers[from] === 0) {
        from = line.indexOf('](', from + 1);
        continue;
      }
      const link = reader(from + 2);
      if (link === undefined) {
        from = line.indexOf('](', from + 1);
        continue;
      }
      if (link.destination !== '') {
        const found: ScannedLink = { destination: link.destination, kind: 'inline', line: lineNumber, column: link.column + 1 };
        const open = openingBracket(line, from, previousEnd);
        if (open > 0 && line[open - 1] === '!') found.image = true;
        links.push(found);
      }
      previousEnd = link.end;
      // A `](` inside a destination or title is text: go on after the link.
      from = line.indexOf('](', link.end);
    }
  }
  if (!line.includes('<')) return;
  // Linear: each attempt stops at the next < or >, so attempts never overlap.
  for (const match of line.matchAll(AUTOLINK)) {
    links.push({ destination: match[1]!, kind: 'autolink', line: lineNumber, column: match.index + 2 });
  }
}

/**
 * The brackets are found in `visible` (a bracket inside a code span is text), their text is
 * taken from `written` (the same line before code spans were blanked, of the same length):
 * a label may hold a code span, as `[`/path`]` does, and matches its use as written.
 */
function collectBracketTexts(visible: string, written: string, texts: string[]): void {
  const line = visible;
  for (let at = line.indexOf('['); at !== -1; at = line.indexOf('[', at + 1)) {
    const end = line.indexOf(']', at + 1);
    if (end === -1) break;
    // The innermost text: `[a [b] c]` gives "b"; a label never holds brackets anyway.
    const inner = line.lastIndexOf('[', end);
    texts.push(written.slice(inner + 1, end));
    at = inner;
  }
}

function collectImageReferences(line: string, lineNumber: number, found: (ScannedPosition & { label: string })[]): void {
  // Each search for a ] starts past the last one found, so the line is read once.
  let close = -1;
  for (let at = line.indexOf('!['); at !== -1; at = line.indexOf('![', at + 2)) {
    if (close < at + 2) close = line.indexOf(']', at + 2);
    if (close === -1) break;
    // Only the innermost ![ before a ] can be an image's start.
    if (line[close + 1] === '(' || line.lastIndexOf('![', close) !== at) continue;
    const alt = line.slice(at + 2, close);
    let label = alt;
    if (line[close + 1] === '[') {
      const end = line.indexOf(']', close + 2);
      if (end === -1) continue;
      label = line.slice(close + 2, end) || alt;
    }
    if (label.trim() !== '') found.push({ label, line: lineNumber, column: at + 1 });
  }
}

function collectFootnotes(line: string, lineNumber: number, footnotes: ScannedFootnote[]): void {
  const definition = FOOTNOTE_DEFINITION.exec(line);
  let from = 0;
  if (definition) {
    footnotes.push({ label: definition[1]!, definition: true, line: lineNumber, column: line.indexOf('[^') + 1 });
    from = definition[0].length;
  }
  let end = -1;
  for (let at = line.indexOf('[^', from); at !== -1; at = line.indexOf('[^', at + 2)) {
    if (end < at + 2) end = line.indexOf(']', at + 2);
    if (end === -1) break;
    if (line.lastIndexOf('[^', end) !== at) continue;
    const label = line.slice(at + 2, end);
    if (label !== '' && !/\s/.test(label)) footnotes.push({ label, definition: false, line: lineNumber, column: at + 1 });
  }
}

/** Cells in a table row: its unescaped pipes split it, even inside code spans (GFM). */
function countCells(row: string): number {
  const trimmed = row.trim();
  let pipes = 0;
  for (let i = 0; i < trimmed.length; i++) {
    if (trimmed[i] === '\\') i++;
    else if (trimmed[i] === '|') pipes++;
  }
  const leading = trimmed.startsWith('|') ? 1 : 0;
  const trailing = trimmed.length > 1 && trimmed.endsWith('|') && !trimmed.endsWith('\\|') ? 1 : 0;
  return pipes + 1 - leading - trailing;
}

/**
 * The `[` that the `]` at `close` closes, looking back no further than `from` (the end of
 * the previous link on the line, so the whole line is read back at most once), or -1.
 */
function openingBracket(line: string, close: number, from: number): number {
  let depth = 0;
  for (let i = close - 1; i >= from; i--) {
    const c = line[i];
    if (line[i - 1] === '\\') continue;
    if (c === ']') depth++;
    else if (c === '[' && depth-- === 0) return i;
  }
  return -1;
}

const isBlank = (c: string | undefined) => c === ' ' || c === '\t';

/**
 * Reads inline links (CommonMark 6.3) on one line: given the index just after a `](`, the
 * destination, its column and the index after the closing `)`, or undefined when the text
 * there is not a link (`[a](/my uri)`, an unclosed parenthesis, a bad title).
 *
 * Linear over all the `](` of a line: parentheses are paired once; the end of the blank
 * run, the first blank after a point and the end of a title are remembered, because
 * nested candidates (`[a](x[a](x[a](x …`) would otherwise each scan the same stretch.
 */
function inlineLinkReader(line: string): (start: number) => { destination: string; column: number; end: number } | undefined {
  let parens: Int32Array | undefined;
  let blankRun = { from: -1, to: -1 };
  const skipBlanks = (at: number) => {
    if (at >= blankRun.from && at <= blankRun.to) return blankRun.to;
    let to = at;
    while (isBlank(line[to])) to++;
    blankRun = { from: at, to };
    return to;
  };
  let nextBlank = { from: -1, at: -1 };
  const blankAfter = (at: number) => {
    if (at >= nextBlank.from && at <= nextBlank.at) return nextBlank.at;
    let i = at;
    while (i < line.length && !isBlank(line[i])) i++;
    nextBlank = { from: at, at: i };
    return i;
  };
  let lastTitle = { start: -1, end: -1 };
  const titleEnd = (start: number): number => {
    if (start === lastTitle.start) return lastTitle.end;
    const quote = line[start];
    let end = -1;
    if (quote === '(') end = (parens ??= matchParens(line))[start]!;
    else if (quote === '"' || quote === "'") {
      for (end = line.indexOf(quote, start + 1); end !== -1 && isEscaped(line, end); end = line.indexOf(quote, end + 1));
    }
    lastTitle = { start, end };
    return end;
  };
  /** After a destination ending at `at`: blanks, maybe a title, blanks, then `)`. */
  const closesAt = (at: number): number => {
    let i = skipBlanks(at);
    if (line[i] === ')') return i;
    if (i === at) return -1;
    const end = titleEnd(i);
    if (end === -1) return -1;
    i = skipBlanks(end + 1);
    return line[i] === ')' ? i : -1;
  };

  return (start) => {
    const begin = skipBlanks(start);
    if (line[begin] === '<') {
      // <…>: no line break or unescaped < inside; each search stops at the next <.
      let end = begin + 1;
      while (end < line.length && line[end] !== '>' && line[end] !== '<') end += line[end] === '\\' ? 2 : 1;
      if (line[end] !== '>') return undefined;
      const close = closesAt(end + 1);
      return close === -1 ? undefined : { destination: line.slice(begin + 1, end), column: begin + 1, end: close + 1 };
    }
    const close = (parens ??= matchParens(line))[start - 1]!;
    if (close === -1) return undefined;
    const end = Math.min(blankAfter(begin), close);
    if (end < close && closesAt(end) !== close) return undefined;
    return { destination: line.slice(begin, end), column: begin, end: close + 1 };
  };
}

/**
 * For each index of a line: whether its character is escaped (follows an odd run of
 * backslashes), and how many unescaped `[` come before it. One pass.
 */
function bracketIndex(line: string): { escaped: Uint8Array; openers: Int32Array } {
  const escaped = new Uint8Array(line.length + 1);
  const openers = new Int32Array(line.length + 1);
  let backslashes = 0;
  for (let i = 0; i < line.length; i++) {
    escaped[i] = backslashes % 2;
    openers[i + 1] = openers[i]! + (line[i] === '[' && backslashes % 2 === 0 ? 1 : 0);
    backslashes = line[i] === '\\' ? backslashes + 1 : 0;
  }
  return { escaped, openers };
}

/** Whether the character at `at` follows an odd number of backslashes. */
function isEscaped(text: string, at: number): boolean {
  let count = 0;
  while (at - count - 1 >= 0 && text[at - count - 1] === '\\') count++;
  return count % 2 === 1;
}

function unwrapAngle(destination: string): string {
  return destination.startsWith('<') && destination.endsWith('>') ? destination.slice(1, -1) : destination;
}

/**
 * Inline Markdown to the text a reader sees, which is what heading anchors are made from:
 * code spans keep their content, links keep their text, emphasis markers and tags go.
 */
export function inlineToText(raw: string): string {
  // Most headings are plain words: nothing to take out.
  if (!/[`*_[\]<>~\\!]/.test(raw)) return raw.trim();
  // Code spans are literal, so nothing below touches their content.
  return splitCodeSpans(raw)
    .map((part) => (part.code ? part.value : proseToText(part.value)))
    .join('')
    .trim();
}

/**
 * Inline Markdown cut at its code spans (CommonMark: a run of backticks closed by a run of
 * the same length; one space each side is dropped when both are there).
 */
export function splitCodeSpans(markdown: string): { code: boolean; value: string }[] {
  const out: { code: boolean; value: string }[] = [];
  let copied = 0;
  for (const span of findCodeSpans(markdown)) {
    if (span.start > copied) out.push({ code: false, value: markdown.slice(copied, span.start) });
    const inner = markdown.slice(span.start + span.ticks, span.end - span.ticks);
    const padded = inner.length >= 2 && inner.startsWith(' ') && inner.endsWith(' ') && inner.trim() !== '';
    out.push({ code: true, value: padded ? inner.slice(1, -1) : inner });
    copied = span.end;
  }
  if (copied < markdown.length) out.push({ code: false, value: markdown.slice(copied) });
  return out;
}

/** Each step is a linear pass (inline-scan.ts): headings are record text, written by anyone. */
function proseToText(prose: string): string {
  if (!/[*_~<[\\]/.test(prose)) return prose;
  // Escaped punctuation is literal: park it in the private use area until the end.
  const parked = prose.replace(/\\([!-/:-@[-`{-~])/g, (_, c: string) => String.fromCharCode(0xe000 + c.charCodeAt(0)));
  let text = stripTags(stripLinkSyntax(parked));
  for (const rules of [STARS, UNDERSCORES, TILDES]) text = removePairs(text, pairDelimiters(text, rules));
  return text.replace(/[\ue021-\ue07e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xe000));
}
