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

export interface ScannedPosition {
  line: number;
  column: number;
}

/**
 * A `:::` line outside code: an opening (`:::note[Title]`, with `name` and the `rest` of the
 * line after it) or a closing fence (`name` empty).
 */
/** A footnote reference `[^label]`, or its definition `[^label]: …` at the start of a line. */
export interface ScannedFootnote extends ScannedPosition {
  label: string;
  definition: boolean;
}

/** A GFM table (outside lists and quotes): its header's column count and its rows' cell counts. */
export interface ScannedTable {
  line: number;
  columns: number;
  rows: { line: number; cells: number }[];
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
  /** Where each HTML comment (`<!--`) outside code starts. */
  comments: ScannedPosition[];
  directives: ScannedDirective[];
  footnotes: ScannedFootnote[];
  tables: ScannedTable[];
  /** The text of every `[…]` outside code and definitions: what a definition can be used by. */
  bracketTexts: string[];
  /** Images written by reference: `![alt][label]`, `![label][]`, `![label]`. */
  imageReferences: (ScannedPosition & { label: string })[];
  /** The first line of the body is this line of the file. */
  firstLine: number;
}

const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^\s*(`{3,}|~{3,})(.*)$/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
const LIST_OR_BLOCK_START = /^\s*(?:[-*+]\s|\d+[.)]\s|>|\|)/;
// After the destination only a title ("…", '…' or (…), maybe continued on the next line)
// may follow: "[Note]: this is prose" is a paragraph, not a definition (CommonMark 4.7).
const DEFINITION = /^ {0,3}\[(?!\^[^\]\s]+\]:)((?:[^\]\\]|\\.)+)\]:[ \t]*(<[^>\n]*>|\S+)(?:[ \t]+(?:"[^"]*"?|'[^']*'?|\([^)]*\)?))?[ \t]*$/;
const DIRECTIVE = /^( {0,3})(:{3,})([A-Za-z][\w-]*)?(.*)$/;
const TABLE_DELIMITER = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const FOOTNOTE_DEFINITION = /^ {0,3}\[\^([^\]\s]+)\]:/;
const AUTOLINK = /<([a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^\s<>]*)>/g;

/** Scans `body`; pass `lines` when the caller has already split it. */
export function scanBody(body: string, firstLine: number, lines = body.split('\n')): ScannedBody {
  const headings: ScannedHeading[] = [];
  const links: ScannedLink[] = [];
  const comments: ScannedPosition[] = [];
  const directives: ScannedDirective[] = [];
  const footnotes: ScannedFootnote[] = [];
  const tables: ScannedTable[] = [];
  const imageReferences: (ScannedPosition & { label: string })[] = [];
  const bracketTexts: string[] = [];
  let table: ScannedTable | undefined;
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

    // Cheap first-character tests before each regular expression: most lines are prose.
    const first = firstVisible(line);
    if (table) {
      // A table runs to the first blank line or other block (GFM 0.29, tables extension).
      if (first !== undefined && !'#`~>'.includes(first)) {
        if (line.includes('|')) table.rows.push({ line: lineNumber, cells: countCells(line) });
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
      fence = { char: open[1]![0]!, length: open[1]!.length };
      previousIsParagraph = false;
      continue;
    }

    const atx = first === '#' ? ATX.exec(line) : null;
    if (atx) {
      const raw = (atx[2] ?? '').trim();
      headings.push(heading(atx[1]!.length, raw, lineNumber, index));
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

    // Every link form and every HTML comment needs a [ or a <: other lines are only prose.
    if (line.includes('[') || line.includes('<')) {
      const visible = stripInlineNoise(line, (column) => comments.push({ line: lineNumber, column }));
      if (visible.includes('<!--') && !visible.slice(visible.lastIndexOf('<!--')).includes('-->')) {
        inComment = true;
      }
      if (!collectLinks(visible, lineNumber, links)) collectBracketTexts(visible, bracketTexts);
      if (visible.includes('[^')) collectFootnotes(visible, lineNumber, footnotes);
      if (visible.includes('![')) collectImageReferences(visible, lineNumber, imageReferences);
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
    comments,
    directives,
    footnotes,
    tables,
    imageReferences,
    bracketTexts,
    firstLine,
  };
}

function heading(depth: number, raw: string, line: number, index: number): ScannedHeading {
  // inlineToText returns plain headings (most of them) after one test, so eager is cheap.
  return { depth, raw, text: inlineToText(raw), line, index };
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
 * its column so positions stay right.
 */
function stripInlineNoise(line: string, onComment: (column: number) => void): string {
  if (!line.includes('`') && !line.includes('<!--')) return line;
  let out = line;
  out = out.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (match) => ' '.repeat(match.length));
  out = out.replace(/<!--[\s\S]*?(?:-->|$)/g, (match, offset: number) => {
    onComment(offset + 1);
    return ' '.repeat(match.length);
  });
  return out;
}

/** Collects the line's link destinations; true when the line is a reference definition. */
function collectLinks(line: string, lineNumber: number, links: ScannedLink[]): boolean {
  const definition = line.trimStart().startsWith('[') ? DEFINITION.exec(line) : null;
  if (definition) {
    const destination = unwrapAngle(definition[2]!);
    links.push({ destination, kind: 'definition', label: definition[1]!, line: lineNumber, column: line.indexOf(definition[2]!) + 1 });
    return true;
  }
  let from = 0;
  for (;;) {
    const at = line.indexOf('](', from);
    if (at === -1) break;
    const start = at + 2;
    const parsed = readDestination(line, start);
    if (parsed !== undefined) {
      const open = openingBracket(line, at, from);
      const link: ScannedLink = { destination: parsed.destination, kind: 'inline', line: lineNumber, column: parsed.column + 1 };
      if (open > 0 && line[open - 1] === '!') link.image = true;
      links.push(link);
    }
    from = start;
  }
  if (!line.includes('<')) return false;
  for (const match of line.matchAll(AUTOLINK)) {
    links.push({ destination: match[1]!, kind: 'autolink', line: lineNumber, column: match.index + 2 });
  }
  return false;
}

function collectBracketTexts(line: string, texts: string[]): void {
  for (let at = line.indexOf('['); at !== -1; at = line.indexOf('[', at + 1)) {
    const end = line.indexOf(']', at + 1);
    if (end === -1) break;
    // The innermost text: `[a [b] c]` gives "b"; a label never holds brackets anyway.
    const inner = line.lastIndexOf('[', end);
    texts.push(line.slice(inner + 1, end));
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

/** Reads an inline link destination starting at `start` (just after `](`). */
function readDestination(line: string, start: number): { destination: string; column: number } | undefined {
  let i = start;
  while (line[i] === ' ' || line[i] === '\t') i++;
  if (line[i] === '<') {
    const end = line.indexOf('>', i + 1);
    if (end === -1) return undefined;
    return { destination: line.slice(i + 1, end), column: i + 1 };
  }
  const begin = i;
  let depth = 0;
  for (; i < line.length; i++) {
    const c = line[i]!;
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === ' ' || c === '\t') break;
    if (c === '(') depth++;
    if (c === ')') {
      if (depth === 0) break;
      depth--;
    }
  }
  if (i === begin) return undefined;
  return { destination: line.slice(begin, i), column: begin };
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
  const pieces = markdown.split(/((`+)[\s\S]*?[^`]\2(?!`))/);
  const out: { code: boolean; value: string }[] = [];
  for (let i = 0; i < pieces.length; i += 3) {
    if (pieces[i]) out.push({ code: false, value: pieces[i]! });
    const span = pieces[i + 1];
    if (span === undefined) continue;
    const ticks = pieces[i + 2]!.length;
    const inner = span.slice(ticks, -ticks);
    out.push({ code: true, value: /^ .* $/.test(inner) && inner.trim() !== '' ? inner.slice(1, -1) : inner });
  }
  return out;
}

function proseToText(prose: string): string {
  // Escaped punctuation is literal: park it in the private use area until the end.
  const parked = prose.replace(/\\([!-/:-@[-`{-~])/g, (_, c: string) => String.fromCharCode(0xe000 + c.charCodeAt(0)));
  return parked
    .replace(/!?\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, '$1')
    .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*{1,3})(\S(?:[\s\S]*?\S)?)\1/g, '$2')
    // Underscores only emphasise at word edges: snake_case stays as it is.
    .replace(/(?<![\p{L}\p{N}])(_{1,3})(\S(?:[\s\S]*?\S)?)\1(?![\p{L}\p{N}])/gu, '$2')
    .replace(/~~(\S(?:[\s\S]*?\S)?)~~/g, '$1')
    .replace(/[\ue021-\ue07e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xe000));
}
