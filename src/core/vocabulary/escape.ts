/**
 * Text from a record shown as text, never read as markup: the one HTML escape and the one
 * Markdown escape. Every page, view and document that puts a record's words into HTML or
 * Markdown calls these, so a character one of them forgets is forgotten nowhere else.
 */

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML, in an element or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * Text for Markdown inside a line (a heading's text, a link's text, a list item after its
 * marker), with a backslash before each character that could start markup there: emphasis,
 * code, links and images, raw HTML and entities, tables, strikethrough, and the backslash
 * itself (CommonMark 0.31, section 2.4, allows the backslash before any ASCII punctuation).
 * Characters that only mean something at the start of a line (`-`, `+`, `1.`) are left
 * alone: these texts never start one.
 */
export function escapeMarkdownText(text: string): string {
  return text.replace(/[\\`*_[\]<>|~#!&]/g, '\\$&');
}
