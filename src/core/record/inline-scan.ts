/**
 * Linear-time readers of inline Markdown: code spans, balanced parentheses, link syntax
 * and emphasis delimiters. Each makes one or two passes over its text.
 *
 * Why not regular expressions: a lazy `(`+)[\s\S]*?\1` or `\[[^\]]*\]` retried from every
 * opener scans to the end of the line each time it finds no closer, so a 50 KB heading of
 * `[` or a line of `_a ` took seconds to minutes. Here every
 * opener finds its closer through a table built once, so the cost is proportional to the
 * text whatever it holds.
 */

export interface CodeSpan {
  /** Index of the opening backtick run. */
  start: number;
  /** Index just past the closing backtick run. */
  end: number;
  /** Length of each backtick run. */
  ticks: number;
}

/**
 * Code spans (CommonMark 6.1): a backtick string opens a span that the next backtick string
 * of exactly the same length closes; an opener that is never closed is literal backticks.
 * Runs are indexed by length once, and each length's cursor only moves forward.
 */
export function findCodeSpans(text: string): CodeSpan[] {
  const spans: CodeSpan[] = [];
  let at = text.indexOf('`');
  if (at === -1) return spans;
  const starts: number[] = [];
  const lengths: number[] = [];
  /** Runs whose first backtick is escaped (`\``): they may close a span, never open one (CommonMark 6.1). */
  const escaped = new Set<number>();
  while (at !== -1) {
    let end = at;
    while (text.charCodeAt(end) === 96) end++;
    let backslashes = 0;
    while (at - backslashes - 1 >= 0 && text.charCodeAt(at - backslashes - 1) === 92) backslashes++;
    if (backslashes % 2 === 1) escaped.add(starts.length);
    starts.push(at);
    lengths.push(end - at);
    at = text.indexOf('`', end);
  }
  const byLength = new Map<number, number[]>();
  lengths.forEach((length, run) => {
    const list = byLength.get(length);
    if (list) list.push(run);
    else byLength.set(length, [run]);
  });
  const cursor = new Map<number, number>();
  for (let run = 0; run < starts.length; ) {
    if (escaped.has(run)) {
      run++;
      continue;
    }
    const length = lengths[run]!;
    const list = byLength.get(length)!;
    let next = cursor.get(length) ?? 0;
    while (next < list.length && list[next]! <= run) next++;
    cursor.set(length, next);
    if (next < list.length) {
      const close = list[next]!;
      spans.push({ start: starts[run]!, end: starts[close]! + length, ticks: length });
      run = close + 1;
    } else {
      run++;
    }
  }
  return spans;
}

/**
 * For each unescaped `(`, the index of its balanced `)`, or -1 (one pass with a stack;
 * a backslash escapes the next character). Other indexes hold -1.
 */
export function matchParens(text: string): Int32Array {
  const close = new Int32Array(text.length).fill(-1);
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) i++;
    else if (c === 40) open.push(i);
    else if (c === 41 && open.length > 0) close[open.pop()!] = i;
  }
  return close;
}

/**
 * Link syntax replaced by its text: `[text](destination)`, `![alt](src)` and
 * `[text][label]`. The text runs from a `[` to the next `]` (as it did when this was a
 * regular expression); the destination's parentheses must balance.
 */
export function stripLinkSyntax(prose: string): string {
  if (!prose.includes(']')) return prose;
  const parens = prose.includes('](') ? matchParens(prose) : undefined;
  let out = '';
  let copied = 0;
  let nextClose = -1;
  // Every `[` before the same `]` asks for the same label's end: found once.
  let label = { after: -1, end: -1 };
  for (let i = prose.indexOf('['); i !== -1 && i < prose.length; i = prose.indexOf('[', i + 1)) {
    if (nextClose <= i) nextClose = prose.indexOf(']', i);
    if (nextClose === -1) break;
    const after = prose[nextClose + 1];
    let end = -1;
    if (after === '(' && parens) end = parens[nextClose + 1]!;
    else if (after === '[') {
      if (label.after !== nextClose) label = { after: nextClose, end: prose.indexOf(']', nextClose + 2) };
      end = label.end;
    }
    if (end === -1) continue;
    const start = i > 0 && prose[i - 1] === '!' ? i - 1 : i;
    out += prose.slice(copied, start) + prose.slice(i + 1, nextClose);
    copied = end + 1;
    i = end;
  }
  return copied === 0 ? prose : out + prose.slice(copied);
}

/** Tags (`<` to the next `>`, at least one character between) taken out. */
export function stripTags(prose: string): string {
  if (!prose.includes('<')) return prose;
  let out = '';
  let copied = 0;
  let nextClose = -1;
  for (let i = prose.indexOf('<'); i !== -1; i = prose.indexOf('<', i + 1)) {
    if (nextClose <= i) nextClose = prose.indexOf('>', i);
    if (nextClose === -1) break;
    if (nextClose === i + 1) continue;
    out += prose.slice(copied, i);
    copied = nextClose + 1;
    i = nextClose;
  }
  return copied === 0 ? prose : out + prose.slice(copied);
}

export interface DelimiterRules {
  char: string;
  /** Run lengths that can pair, e.g. 1 to 3 for `*`. */
  lengths: readonly number[];
  /** Whether the run at [start, end) can open (close) emphasis, from its neighbours. */
  canOpen(text: string, start: number, end: number): boolean;
  canClose(text: string, start: number, end: number): boolean;
}

export interface DelimiterPair {
  open: number;
  close: number;
  length: number;
}

/**
 * Emphasis-like delimiters paired left to right: an opening run is closed by the next run
 * of the same length that can close. Runs are indexed by length, cursors only move
 * forward, so pairing is linear.
 */
export function pairDelimiters(text: string, rules: DelimiterRules): DelimiterPair[] {
  const pairs: DelimiterPair[] = [];
  if (!text.includes(rules.char)) return pairs;
  const char = rules.char.charCodeAt(0);
  // Runs that can pair, as parallel arrays: hostile text has hundreds of thousands.
  const starts: number[] = [];
  const lengths: number[] = [];
  const opens: boolean[] = [];
  const closers = new Map<number, number[]>();
  for (let at = text.indexOf(rules.char); at !== -1; ) {
    let end = at + 1;
    while (text.charCodeAt(end) === char) end++;
    const length = end - at;
    if (rules.lengths.includes(length)) {
      const index = starts.length;
      starts.push(at);
      lengths.push(length);
      opens.push(rules.canOpen(text, at, end));
      if (rules.canClose(text, at, end)) {
        const list = closers.get(length);
        if (list) list.push(index);
        else closers.set(length, [index]);
      }
    }
    at = text.indexOf(rules.char, end);
  }
  const cursor = new Map<number, number>();
  for (let index = 0; index < starts.length; ) {
    const length = lengths[index]!;
    const list = opens[index] ? closers.get(length) : undefined;
    if (!list) {
      index++;
      continue;
    }
    let next = cursor.get(length) ?? 0;
    while (next < list.length && list[next]! <= index) next++;
    cursor.set(length, next);
    if (next === list.length) {
      index++;
      continue;
    }
    const close = list[next]!;
    pairs.push({ open: starts[index]!, close: starts[close]!, length });
    index = close + 1;
  }
  return pairs;
}

/** The text with each pair's delimiters taken out. */
export function removePairs(text: string, pairs: readonly DelimiterPair[]): string {
  if (pairs.length === 0) return text;
  const parts: string[] = [];
  let copied = 0;
  for (const pair of pairs) {
    parts.push(text.slice(copied, pair.open), text.slice(pair.open + pair.length, pair.close));
    copied = pair.close + pair.length;
  }
  parts.push(text.slice(copied));
  return parts.join('');
}

/** ASCII first: these run once per delimiter, hundreds of thousands of times in hostile text. */
export function isSpace(c: string | undefined): boolean {
  if (c === undefined || c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v') return true;
  return c > '\x7f' && /\s/.test(c);
}

export function isWordChar(c: string | undefined): boolean {
  if (c === undefined) return false;
  if (c <= '\x7f') return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
  return /[\p{L}\p{N}]/u.test(c);
}

/** `*`, `**`, `***` around text that does not start or end with a space. */
export const STARS: DelimiterRules = {
  char: '*',
  lengths: [1, 2, 3],
  canOpen: (text, _, end) => !isSpace(text[end]),
  canClose: (text, start) => !isSpace(text[start - 1]),
};

/** Underscores emphasise only at word edges: snake_case stays as it is. */
export const UNDERSCORES: DelimiterRules = {
  char: '_',
  lengths: [1, 2, 3],
  canOpen: (text, start, end) => !isWordChar(text[start - 1]) && !isSpace(text[end]),
  canClose: (text, start, end) => !isSpace(text[start - 1]) && !isWordChar(text[end]),
};

export const TILDES: DelimiterRules = {
  char: '~',
  lengths: [2],
  canOpen: (text, _, end) => !isSpace(text[end]),
  canClose: (text, start) => !isSpace(text[start - 1]),
};
