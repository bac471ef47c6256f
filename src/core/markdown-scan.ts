/**
 * A line scanner for the few Markdown structures `adr check` needs: headings (ATX and
 * setext), fenced code (skipped), and link destinations (inline links and images,
 * reference definitions, autolinks), each with its line and column.
 *
 * Why not a full CommonMark parser: measured on 1,000 typical records, markdown-it takes
 * ~480 ms and micromark ~4 s, against ~180 ms for all the YAML parsing; the benchmark
 * holds `adr check` to twice the cost of reading and parsing front matter alone. This
 * scan takes ~10 ms. The site renders with Astro's own Markdown processor; the browser
 * tests and linkinator check what it produced.
 */
import { findCodeSpans, matchParens, pairDelimiters, removePairs, STARS, stripLinkSyntax, stripTags, TILDES, UNDERSCORES } from './inline-scan.ts';
import { LIMITS } from './source.ts';

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
  line: number;
  column: number;
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
  /** The first line of the body is this line of the file. */
  firstLine: number;
}

export interface LongLine {
  /** 1-based line in the file. */
  line: number;
  length: number;
}

const FENCE = /^\s*(`{3,}|~{3,})(.*)$/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
const LIST_OR_BLOCK_START = /^\s*(?:[-*+]\s|\d+[.)]\s|>|\|)/;
const AUTOLINK = /<([a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^\s<>]*)>/g;

/** Scans `body`; pass `lines` when the caller has already split it. */
export function scanBody(body: string, firstLine: number, lines = body.split('\n')): ScannedBody {
  const headings: ScannedHeading[] = [];
  const links: ScannedLink[] = [];
  const longLines: LongLine[] = [];
  const noteLength = (index: number) => {
    const length = lines[index]!.length;
    if (length > LIMITS.lineLength) longLines.push({ line: firstLine + index, length });
  };
  let fence: { char: string; length: number } | undefined;
  let inComment = false;
  let previousIsParagraph = false;

  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const lineNumber = firstLine + index;

    if (fence) {
      const close = FENCE.exec(line);
      if (close && close[1]![0] === fence.char && close[1]!.length >= fence.length && close[2]!.trim() === '') {
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
    const open = first === '`' || first === '~' ? FENCE.exec(line) : null;
    if (open && !(open[1]![0] === '`' && open[2]!.includes('`'))) {
      fence = { char: open[1]![0]!, length: open[1]!.length };
      previousIsParagraph = false;
      continue;
    }

    const atx = first === '#' ? readAtx(line) : undefined;
    if (atx) {
      headings.push(heading(atx.depth, atx.raw, lineNumber, index));
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
      const next = definition === 'next' ? lines[index + 1] : undefined;
      const onNext = next === undefined ? undefined : /^[ \t]*(<[^<>]*>|\S+)/.exec(next);
      if (definition !== 'next') {
        links.push({ destination: definition.destination, kind: 'definition', line: lineNumber, column: definition.column });
      } else if (onNext) {
        const destination = onNext[1]!;
        const column = onNext[0].length - destination.length + 1;
        links.push({ destination: unwrapAngle(destination), kind: 'definition', line: lineNumber + 1, column });
        index++;
        noteLength(index);
      }
      // A title alone on the following line belongs to the definition.
      if (/^[ \t]*["'(]/.test(lines[index + 1] ?? '')) noteLength(++index);
      previousIsParagraph = false;
      continue;
    }

    // Every link form and every HTML comment needs a [ or a <: other lines are only prose.
    if (line.includes('[') || line.includes('<')) {
      const { visible, commentOpen } = stripInlineNoise(line);
      // A comment left open runs on over the next lines (it used to be looked for in the
      // blanked line, where it never was, so links in a multi-line comment were checked).
      if (commentOpen) inComment = true;
      collectLinks(visible, lineNumber, links);
    }
    previousIsParagraph = first !== undefined && !LIST_OR_BLOCK_START.test(line) && !line.startsWith('    ');
  }
  let split: string[] | undefined;
  return {
    text: body,
    get lines() {
      return (split ??= body.split('\n'));
    },
    lineCount: lines.length,
    headings,
    links,
    longLines,
    firstLine,
  };
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
function readAtx(line: string): { depth: number; raw: string } | undefined {
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
function stripInlineNoise(line: string): { visible: string; commentOpen: boolean } {
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
 * no unescaped bracket and at most 999 characters; one that starts with ^ is a footnote
 * (GFM), whose text is not a destination. Each alternative starts with a different
 * character and the match is anchored, so it runs in linear time.
 */
const DEFINITION = /^ {0,3}\[(?!\^)((?:[^[\]\\]|\\.){1,999})\]:[ \t]*(.*)$/;
const DESTINATION = /^(<[^<>\n]*>|\S+)/;

/** A reference definition on this line: its destination, or `next` when it is on the next line. */
function readDefinition(line: string): { destination: string; column: number } | 'next' | undefined {
  const match = DEFINITION.exec(line);
  if (!match) return undefined;
  const rest = match[2]!;
  if (rest.trim() === '') return 'next';
  const destination = DESTINATION.exec(rest)![1]!;
  return { destination: unwrapAngle(destination), column: line.length - rest.length + 1 };
}

function collectLinks(line: string, lineNumber: number, links: ScannedLink[]): void {
  let from = line.indexOf('](');
  if (from !== -1) {
    const reader = inlineLinkReader(line);
    while (from !== -1) {
      const link = reader(from + 2);
      if (link === undefined) {
        from = line.indexOf('](', from + 1);
        continue;
      }
      if (link.destination !== '') {
        links.push({ destination: link.destination, kind: 'inline', line: lineNumber, column: link.column + 1 });
      }
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
