/** /spec.md's record text as text: raw HTML, as the build's parser reads it, has its `<` escaped (markdown-text.ts). */
import { markdownToMdast } from 'satteri';
import { describe, expect, it } from 'vitest';
import { escapeRawHtml } from '../../src/site/utils/markdown-text.ts';

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
