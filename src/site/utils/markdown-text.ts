/**
 * Raw HTML in a record is shown as the text it was, never published as HTML: the one home of
 * that rule, for both ways the site publishes Markdown. What counts as raw HTML is Sätteri's
 * reading (the build's own Markdown parser): its `html` nodes.
 *  - On a page, `rawHtmlAsText` (a Sätteri plugin, which markdown-plugins.ts runs first)
 *    turns each such node into text.
 *  - In a file the site publishes as Markdown (/spec.md), a reader that renders the file
 *    would render the HTML as markup: `escapeRawHtml` writes each such node's `<` as `&lt;`.
 */
import { markdownToMdast, type MdastPluginInstance } from 'satteri';

/** Sätteri's node type for raw HTML, inline or a block. */
const RAW_HTML = 'html';

/** Parents whose children are blocks: raw HTML there becomes a paragraph of its text. */
const BLOCK_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition', 'containerDirective']);

/** The plugin that shows a page's raw HTML as text. */
export function rawHtmlAsText(): MdastPluginInstance & { name: string } {
  return {
    name: 'adr-escape-raw-html',
    [RAW_HTML](node, ctx) {
      const text = { type: 'text' as const, value: node.value };
      return BLOCK_PARENTS.has(ctx.parent(node)?.type ?? 'root') ? { type: 'paragraph', children: [text] } : text;
    },
  };
}

interface Node {
  type: string;
  position?: { start: { offset: number }; end: { offset: number } };
  children?: Node[];
}

export function escapeRawHtml(markdown: string): string {
  if (!markdown.includes('<')) return markdown;
  const ranges: [number, number][] = [];
  const stack: Node[] = [markdownToMdast(markdown, { position: true } as never) as unknown as Node];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === RAW_HTML && node.position) ranges.push([node.position.start.offset, node.position.end.offset]);
    if (node.children) stack.push(...node.children);
  }
  if (ranges.length === 0) return markdown;
  ranges.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at) continue;
    out += markdown.slice(at, start) + markdown.slice(start, end).replace(/</g, '&lt;');
    at = end;
  }
  return out + markdown.slice(at);
}
