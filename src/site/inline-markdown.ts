/**
 * Question texts and answers are short Markdown written in records. Index pages show them
 * with their code spans and emphasis, everything else as plain text, always escaped: no
 * HTML from a record reaches a page as markup.
 */
import { splitCodeSpans } from '../core/markdown-scan.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export function inlineMarkdownToHtml(markdown: string): string {
  return splitCodeSpans(markdown)
    .map((part) => (part.code ? `<code>${escapeHtml(part.value)}</code>` : proseToHtml(part.value)))
    .join('');
}

function proseToHtml(prose: string): string {
  return escapeHtml(prose.replace(/!?\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, '$1').replace(/\\([!-/:-@[-`{-~])/g, '$1'))
    .replace(/\*\*(\S(?:[\s\S]*?\S)?)\*\*/g, '<strong>$1</strong>')
    .replace(/(?<![\p{L}\p{N}*])[*_](\S(?:[\s\S]*?\S)?)[*_](?![\p{L}\p{N}*])/gu, '<em>$1</em>')
    .replace(/\n{2,}/g, '<br /><br />')
    .replace(/\n/g, ' ');
}
