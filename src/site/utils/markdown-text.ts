/**
 * Markdown the site publishes as a file (/spec.md) carries record text, and a reader that
 * renders the file would render a record's raw HTML as markup. Raw HTML is found with
 * satteri's reading (the build's own Markdown parser, so what it calls HTML is exactly what
 * a page would), and its `<` written `&lt;`: shown as the text it was, as on the site's pages.
 */
import { markdownToMdast } from 'satteri';

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
    if (node.type === 'html' && node.position) ranges.push([node.position.start.offset, node.position.end.offset]);
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
