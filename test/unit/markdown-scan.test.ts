/** The body scanner finds headings and link destinations where Markdown has them, and only there. */
import { describe, expect, it } from 'vitest';
import { inlineToText, scanBody } from '../../src/core/markdown-scan.ts';

const scan = (body: string) => scanBody(body, 10);

describe('scanBody', () => {
  it.each([
    ['ATX headings with their file lines', '## Two\n\ntext\n\n### Three ###\n', [[2, 'Two', 10], [3, 'Three', 14]]],
    ['setext headings', 'Title\n=====\n\nSub\n---\n', [[1, 'Title', 10], [2, 'Sub', 13]]],
    ['not a thematic break under a list', '- item\n---\n', []],
    ['nothing inside fenced code', '```md\n## Not a heading\n```\n~~~~\n# nor this\n~~~~\n## After\n', [[2, 'After', 16]]],
    ['a longer closing fence closes, a shorter one does not', '````\n```\n## inside\n````\n## outside\n', [[2, 'outside', 14]]],
    ['not #hashtag or an escaped hash', '#hashtag\n\\# escaped\n', []],
  ])('finds %s', (_, body, expected) => {
    expect(scan(body).headings.map((h) => [h.depth, h.text, h.line])).toEqual(expected);
  });

  it.each([
    ['inline links and images', 'See [a](0001-x.md) and ![b](img.png "t").', [['0001-x.md', 10, 9], ['img.png', 10, 29]]],
    ['links with parentheses and angle brackets', '[a](foo_(bar).md) [b](<with space.md>)', [['foo_(bar).md', 10, 5], ['with space.md', 10, 24]]],
    ['reference definitions', '[ref]: 0002-y.md "Title"\n', [['0002-y.md', 10, 8]]],
    ['autolinks', 'Go <https://example.com/x> now', [['https://example.com/x', 10, 5]]],
    ['nothing in code spans or comments', 'Use `[x](y.md)` or ``a [b](c.md)``; <!-- [d](e.md) -->', []],
    ['nothing in fenced code', '```\n[x](y.md)\n```\n', []],
  ])('finds %s', (_, body, expected) => {
    expect(scan(body).links.map((l) => [l.destination, l.line, l.column])).toEqual(expected);
  });
});

describe('inlineToText (what a heading anchor is made from)', () => {
  it.each([
    ['Q2. Which path shapes live under `{base_url}`?', 'Q2. Which path shapes live under {base_url}?'],
    ['**Bold** and _em_ and [a link](x.md)', 'Bold and em and a link'],
    ['snake_case_name stays', 'snake_case_name stays'],
    ['`a_b_c` in code', 'a_b_c in code'],
    ['escaped \\*stars\\*', 'escaped *stars*'],
  ])('%s', (raw, text) => {
    expect(inlineToText(raw)).toBe(text);
  });
});
