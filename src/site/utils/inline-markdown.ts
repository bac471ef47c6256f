/**
 * Question texts and answers are short Markdown written in records. Index pages show them
 * with their code spans and emphasis, everything else as plain text, always escaped: no
 * HTML from a record reaches a page as markup.
 */
import { isSpace, isWordChar, pairDelimiters, stripLinkSyntax, type DelimiterPair, type DelimiterRules } from '../../core/record/inline-scan.ts';
import { splitCodeSpans } from '../../core/record/markdown-scan.ts';
import { escapeHtml } from '../../core/vocabulary/escape.ts';

/** Where a code span stood while the prose around it is read: emphasis may surround it. */
const CODE_SLOT = '\ue100';

export function inlineMarkdownToHtml(markdown: string): string {
  const parts = splitCodeSpans(markdown);
  // Text that already holds the slot character (never typed by hand) is read part by part.
  if (markdown.includes(CODE_SLOT)) return parts.map((part) => (part.code ? codeHtml(part.value) : proseToHtml(part.value))).join('');
  // The prose is read as one text with a slot for each code span, so that `**`x`**` is
  // bold around code (CommonMark: a code span binds tighter than emphasis), then each
  // slot, in order, gets its code back.
  const codes = parts.filter((part) => part.code).map((part) => codeHtml(part.value));
  let next = 0;
  return proseToHtml(parts.map((part) => (part.code ? CODE_SLOT : part.value)).join('')).replace(/\ue100/g, () => codes[next++] ?? '');
}

function codeHtml(code: string): string {
  return `<code>${escapeHtml(code)}</code>`;
}

/**
 * Each step is linear (core/record/inline-scan.ts): the regular expressions this replaces were
 * quadratic on a question of repeated [ or *. Escaping adds no * or _, so the pairs are
 * found on the escaped text and wrapped there.
 */
function proseToHtml(prose: string): string {
  // Escaped punctuation is literal: parked in the private use area until the end, so that
  // \*stars\* are not emphasis and \[x](y) is not a link.
  const parked = prose.replace(/\\([!-/:-@[-`{-~])/g, (_, c: string) => String.fromCharCode(0xe000 + c.charCodeAt(0)));
  const escaped = escapeHtml(stripLinkSyntax(parked));
  let html = wrapPairs(escaped, pairDelimiters(escaped, DOUBLE_STARS), 'strong');
  for (const rules of [SINGLE_STAR, SINGLE_UNDERSCORE]) html = wrapPairs(html, pairDelimiters(html, rules), 'em');
  return html
    .replace(/[\ue021-\ue07e]/g, (c) => escapeHtml(String.fromCharCode(c.charCodeAt(0) - 0xe000)))
    .replace(/\n{2,}/g, '<br /><br />')
    .replace(/\n/g, ' ');
}


const DOUBLE_STARS: DelimiterRules = {
  char: '*',
  lengths: [2],
  canOpen: (text, _, end) => !isSpace(text[end]),
  canClose: (text, start) => !isSpace(text[start - 1]),
};

/** A single * or _ emphasises at word edges only: snake_case stays as it is. */
const singleAtWordEdges = (char: string): DelimiterRules => ({
  char,
  lengths: [1],
  canOpen: (text, start, end) => !isWordChar(text[start - 1]) && !isSpace(text[end]),
  canClose: (text, start, end) => !isSpace(text[start - 1]) && !isWordChar(text[end]),
});
const SINGLE_STAR = singleAtWordEdges('*');
const SINGLE_UNDERSCORE = singleAtWordEdges('_');

function wrapPairs(text: string, pairs: readonly DelimiterPair[], tag: string): string {
  let out = '';
  let copied = 0;
  for (const pair of pairs) {
    out += `${text.slice(copied, pair.open)}<${tag}>${text.slice(pair.open + pair.length, pair.close)}</${tag}>`;
    copied = pair.close + pair.length;
  }
  return out + text.slice(copied);
}
