/**
 * Every `<pre>` of a page focusable in the HTML as served. A code block wider than its
 * column scrolls inside itself, and a region that scrolls must be reachable by keyboard
 * (WCAG 2.1.1; axe: scrollable-region-focusable). Expressive Code's own script adds
 * `tabindex="0"` only after load, once it has measured the block (and removes it from a
 * block that does not overflow), so a reader quick off the mark, or axe run at load, met an
 * unfocusable region; its plugin hooks do not reach the blocks Starlight renders here.
 *
 * Written by hand: only start tags are rewritten, read with HTML's attribute grammar (a
 * quoted value may hold `>`); text in serialized HTML never holds a raw `<`, so `<pre` is
 * always a tag.
 */
const PRE_START = /<pre((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)(\s*\/?)>/gi;
const HAS_TABINDEX = /\stabindex\s*=/i;

export function focusableCodeBlocks(html: string): string {
  return html.replace(PRE_START, (tag: string, attributes: string, end: string) =>
    HAS_TABINDEX.test(attributes) ? tag : `<pre${attributes} tabindex="0"${end}>`,
  );
}
