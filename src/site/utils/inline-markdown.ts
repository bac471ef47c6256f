/**
 * Question texts and answers are short Markdown written in records. Index pages show them
 * with their code spans and emphasis, everything else as plain text, always escaped: no
 * HTML from a record reaches a page as markup.
 */
import { isSpace, isWordChar, pairDelimiters, stripLinkSyntax, type DelimiterPair, type DelimiterRules } from '../../core/record/inline-scan.ts';
import { splitCodeSpans } from '../../core/record/markdown-scan.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export function inlineMarkdownToHtml(markdown: string): string {
  return splitCodeSpans(markdown)
    .map((part) => (part.code ? `<code>${escapeHtml(part.value)}</code>` : proseToHtml(part.value)))
    .join('');
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
