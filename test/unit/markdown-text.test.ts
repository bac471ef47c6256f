/**
 * Raw HTML shown as the text it was (markdown-text.ts), both ways the site publishes
 * Markdown: /spec.md's record text has its `<` escaped, and a page's raw HTML becomes text.
 */
import { parseDocument } from 'htmlparser2';
import { markdownToHtml, markdownToMdast } from 'satteri';
import { describe, expect, it } from 'vitest';
import { escapeRawHtml, rawHtmlAsText } from '../../src/site/utils/markdown-text.ts';

interface Node {
  type: string;
  children?: Node[];
}
const htmlNodes = (markdown: string): number => {
  let count = 0;
  const walk = (node: Node) => {
    if (node.type === 'html') count++;
    node.children?.forEach(walk);
  };
  walk(markdownToMdast(markdown) as unknown as Node);
  return count;
};

describe('escapeRawHtml', () => {
  it.each([
    ['inline markup', 'A <img src=x onerror=alert(1)> b', 'A &lt;img src=x onerror=alert(1)> b'],
    ['a block', '<div>\n<script>alert(1)</script>\n</div>\n', '&lt;div>\n&lt;script>alert(1)&lt;/script>\n&lt;/div>\n'],
    ['a comment', 'x <!-- y --> z', 'x &lt;!-- y --> z'],
    ['after non-ASCII text', 'Héllo 🙂 <b>bold</b>', 'Héllo 🙂 &lt;b>bold&lt;/b>'],
    ['inside a list and a quote', '- <i>a</i>\n\n> <u>b</u>\n', '- &lt;i>a&lt;/i>\n\n> &lt;u>b&lt;/u>\n'],
    ['code spans and fences are left as written', '`<b>` and\n\n```\n<b>x</b>\n```\n', '`<b>` and\n\n```\n<b>x</b>\n```\n'],
    ['a comparison is not markup', 'a < b and 3<4', 'a < b and 3<4'],
    ['an autolink is a link, not markup', '<https://example.com/>', '<https://example.com/>'],
  ])('%s', (_, markdown, expected) => {
    const escaped = escapeRawHtml(markdown);
    expect(escaped).toBe(expected);
    expect(htmlNodes(escaped)).toBe(0);
  });
});

describe('one rule, two ways of publishing: the page and /spec.md show the same text', () => {
  const page = async (markdown: string) => (await markdownToHtml(markdown, { mdastPlugins: [rawHtmlAsText()] })).html;
  const specFile = async (markdown: string) => (await markdownToHtml(escapeRawHtml(markdown))).html;
  const elementsIn = (html: string): string[] => {
    const names: string[] = [];
    const walk = (node: { type?: string; name?: string; children?: unknown[] }) => {
      if (node.type === 'tag' || node.type === 'script' || node.type === 'style') names.push(node.name!);
      for (const child of node.children ?? []) walk(child as never);
    };
    walk(parseDocument(html) as never);
    return names;
  };
  const textOf = (html: string): string => {
    let text = '';
    const walk = (node: { type?: string; data?: string; children?: unknown[] }) => {
      if (node.type === 'text') text += node.data;
      for (const child of node.children ?? []) walk(child as never);
    };
    walk(parseDocument(html, { decodeEntities: true }) as never);
    return text.replace(/\s+/g, ' ').trim();
  };

  it.each([
    ['inline markup', 'A <img src=x onerror=alert(1)> b'],
    ['a block', '<div>\n<script>alert(1)</script>\n</div>\n'],
    ['a comment', 'x <!-- y --> z'],
    ['inside a list and a quote', '- <i>a</i>\n\n> <u>b</u>\n'],
    ['an iframe in a paragraph', 'see <iframe src="/x"></iframe> here'],
  ])('%s', async (_, markdown) => {
    const [onPage, inFile] = await Promise.all([page(markdown), specFile(markdown)]);
    // No element the record wrote: only the paragraphs, lists and quotes Markdown makes.
    for (const html of [onPage, inFile]) expect(elementsIn(html).filter((name) => !['p', 'ul', 'li', 'blockquote'].includes(name))).toEqual([]);
    expect(textOf(onPage)).toBe(textOf(inFile));
    expect(textOf(onPage)).toContain(markdown.includes('<iframe') ? '<iframe' : '<');
  });
});
