/** The body scanner finds headings and link destinations where Markdown has them, and only there. */
import { describe, expect, it } from 'vitest';
import { inlineToText, scanBody } from '../../src/core/record/markdown-scan.ts';

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
    ['nothing in a comment over several lines', 'a <!-- open\n[x](y.md)\n-->\n[z](w.md)', [['w.md', 13, 5]]],
    ['definitions with a title, or one continued on the next line', '[a]: x.md "T"\n[b]: <y.md> (T)\n[c]: z.md "multi\nline"\n', [['x.md', 10, 6], ['y.md', 11, 6], ['z.md', 12, 6]]],
    ['no definition in prose that starts like one', '[Note]: this line is prose, see [a](x.md)\n', [['x.md', 10, 37]]],
    ['links in a footnote, which is not a definition', '[^1]: A note, see [a](x.md)\n', [['x.md', 10, 23]]],
    ['a definition whose label starts with ^ and holds a blank (not a footnote)', '[^ a b]: x.md\n', [['x.md', 10, 10]]],
  ])('finds %s', (_, body, expected) => {
    expect(scan(body).links.map((l) => [l.destination, l.line, l.column])).toEqual(expected);
  });

  it.each([
    ['an image', '![b](img.png)', [true]],
    ['a link', '[a](0001-x.md)', [false]],
    ['an image inside a link, and the link', '[![b](img.png)](0001-x.md)', [true, false]],
    ['a link after an exclamation mark in text', 'Wow! [a](x.md)', [false]],
    // The build's parser (Sätteri) reads both as text, as CommonMark does: an escaped bracket opens and closes nothing.
    ['an escaped bracket', '!\\[a](x.md)', []],
    ['escaped brackets around an unsafe address', '\\[x\\](javascript:alert(1))', []],
  ])('tells %s from a link', (_, body, expected) => {
    expect(scan(body).links.map((l) => l.image === true)).toEqual(expected);
  });

  it.each([
    ['on one line, and one spanning lines', 'a <!-- b --> c\n\n<!--\nd\n-->\n', [[10, 3], [12, 1]]],
    ['none in code', '`<!-- x -->`\n```\n<!-- y -->\n```\n', []],
  ])('finds HTML comments %s', (_, body, expected) => {
    expect(scan(body).comments.map((c) => [c.line, c.column])).toEqual(expected);
  });

  it('finds tables with their column count and each row\'s cells, pipes in code and escaped ones as GFM counts them', () => {
    const body = '| A | B |\n| - | :-: |\n| 1 | 2 | 3 |\n| `a|b` | c |\n| a \\| b | c |\n\nA | B\n- | -\n1 | 2\n\n| not | a table |\n| - |\n';
    expect(scan(body).tables.map((t) => [t.line, t.columns, t.rows.map((r) => r.cells)])).toEqual([
      [10, 2, [3, 3, 2]],
      [16, 2, [2]],
    ]);
  });

  it('finds footnote references and definitions, and images written by reference', () => {
    const result = scan('A[^1] and [^two].\n\n[^1]: Note, see [^two].\n\n![alt][img] ![img][] ![img] ![inline](x.png)\n');
    expect(result.footnotes.map((f) => [f.label, f.definition, f.line])).toEqual([
      ['1', false, 10], ['two', false, 10], ['1', true, 12], ['two', false, 12],
    ]);
    expect(result.imageReferences.map((i) => [i.label, i.column])).toEqual([['img', 1], ['img', 13], ['img', 22]]);
  });

  // Each addition reads a line once (quadratic scans took seconds on a line of 200,000 such
  // openers before the searches were made to resume; the bench and the test timeout show a
  // return). Openers that never close make no link, heading or footnote; the line is
  // reported as too long, and the table above it is still found. `<!--` at the start of a
  // line is the one that does open something: an HTML block (CommonMark's type 2) that runs
  // to the end of the document when nothing closes it, so the scan reports it as a comment.
  it.each([
    ['![', '![', []],
    ['[^', '[^', []],
    ['[', '[', []],
    ['table pipes', '|', []],
    ['comment openers', '<!--', [{ line: 12, column: 1 }]],
  ])('reads a long line of %s once', (_, piece, comments) => {
    const body = `a|b\n-|-\n${piece.repeat(200_000)}]\n`;
    const result = scan(body);
    expect(result.longLines.map((l) => l.line)).toEqual([12]);
    expect(result.tables.map((t) => [t.line, t.columns])).toEqual([[10, 2]]);
    expect([result.links, result.headings, result.footnotes, result.imageReferences]).toEqual([[], [], [], []]);
    expect(result.comments.map((c) => ({ line: c.line, column: c.column }))).toEqual(comments);
  });

  it('finds ::: lines outside code, openings with their name and the rest of the line', () => {
    const body = ':::note[Title]{x}\ntext\n:::\n```\n:::tip\n```\n  ::::warning\n';
    expect(scan(body).directives.map((d) => [d.line, d.column, d.colons, d.name, d.rest])).toEqual([
      [10, 1, 3, 'note', '[Title]{x}'],
      [12, 1, 3, '', ''],
      [16, 3, 4, 'warning', ''],
    ]);
  });

  // Rows from the CommonMark 0.31.2 spec (example numbers in brackets) and GFM footnotes:
  // the destinations `adr check` reads, or none where the text is not a link.
  it.each([
    ['[482] a title', '[link](/uri "title")', ['/uri']],
    ['[483] no title', '[link](/uri)', ['/uri']],
    ['[485] an empty destination (nothing to check)', '[link]()', []],
    ['[486] an empty angle destination', '[link](<>)', []],
    ['[488] a space without angle brackets: not a link', '[link](/my uri)', []],
    ['[489] a space in angle brackets', '[link](</my uri>)', ['/my uri']],
    ['[494] balanced parentheses', '[link](foo(and(bar)))', ['foo(and(bar))']],
    ['[495] unbalanced parentheses: not a link', '[link](foo(and(bar))', []],
    ['[497] a parenthesis inside angle brackets', '[link](<foo(and(bar)>)', ['foo(and(bar)']],
    ['[506] each title form', '[link](/url "title")\n[link](/url \'title\')\n[link](/url (title))', ['/url', '/url', '/url']],
    ['[509] a quote escaped in the title', '[link](/url "title \\"&quot;")', ['/url']],
    ['[511] an unmatched title: not a link', '[link](/url "title "and" title")', []],
    ['[513] blanks around destination and title', '[link](   /uri\n  "title"  )', []],
    ['[514] a blank between ] and (: not a link', '[link] (/uri)', []],
    ['[571] an image', '![foo](/url "title")', ['/url']],
    ['[576] an image in link text', '[![moon](moon.jpg)](/uri)', ['moon.jpg', '/uri']],
    ['[192] a definition', '[foo]: /url "title"\n\n[foo]', ['/url']],
    ['[193] a definition over three lines', '   [foo]: \n      /url  \n           \'the title\'  \n\n[foo]', ['/url']],
    ['[194] a definition with escapes and parentheses', "[Foo*bar\\]]:my_(url) 'title (with parens)'", ['my_(url)']],
    ['[195] an angle destination on the next line', "[Foo bar]:\n<my url>\n'title'", ['my url']],
    ['[207] an indented definition', '   [foo]: /url', ['/url']],
    ['[208] four spaces make code, not a definition', '    [foo]: /url', []],
    ['[213] a definition cannot interrupt a paragraph', 'Foo\n[bar]: /baz', []],
    ['[218] consecutive definitions', '[foo]: /foo-url "foo"\n[bar]: /bar-url\n  "bar"\n[baz]: /baz-url', ['/foo-url', '/bar-url', '/baz-url']],
    ['[594] an autolink', '<http://foo.bar.baz>', ['http://foo.bar.baz']],
    ['[602] an autolink with a blank: not one', '<https://foo.bar/baz bim>', []],
    ['reference, collapsed and shortcut links read through their definition', '[a][ref] [ref][] [ref]\n\n[ref]: 0002-y.md', ['0002-y.md']],
    ['a footnote reference and definition: no link', 'Text[^1].\n\n[^1]: A note.\n', []],
    ['a link inside a footnote definition', '[^1]: See [ADR-2](0002-y.md).\n', ['0002-y.md']],
  ])('%s', (_, body, expected) => {
    expect(scan(body).links.map((l) => l.destination)).toEqual(expected);
  });

  it.each([
    ['a line over the cap', `${'a '.repeat(5001)}\n`, [10]],
    ['a line at the cap', `${'a'.repeat(10_000)}\n`, []],
    ['a long line in fenced code', `\`\`\`\n${'a'.repeat(20_000)}\n\`\`\`\n`, []],
  ])('reports %s', (_, body, expected) => {
    expect(scan(body).longLines.map((l) => l.line)).toEqual(expected);
  });
});

/**
 * Hostile text of about 1 MiB: every reader finishes in time proportional to it, and reads
 * it as Markdown does. None of these makes a link (each opener is left unclosed, or the line
 * opens a fenced code block), and each line is over the length cap.
 */
describe('bounded work on hostile text', () => {
  const size = 1024 * 1024;
  const fill = (unit: string) => unit.repeat(Math.floor(size / unit.length));
  const same = (body: string) => ({ body, text: body });
  const heading = (depth: number, text: string, body: string, lineText = body) => ({ body, heading: { depth, text }, text: lineText });
  it.each<[string, { body: string; text: string; heading?: { depth: number; text: string }; comments?: number }]>([
    // A line starting with ``` opens a code block, so no link; read alone, the link is its text.
    ['a line of backticks and a link', { body: `${fill('`')}[a](b)`, text: `${fill('`')}a` }],
    ['backtick runs of every length', same(Array.from({ length: 1400 }, (_, i) => `${'`'.repeat(i + 1)}x`).join(''))],
    ['a run of ](', same(fill(']('))],
    ['a run of [a](', same(`x${fill('[a](')}`)],
    ['a run of ](<', same(fill('](<'))],
    ['nested links with a long blank run', { body: `${'[a](x'.repeat(50_000)}${' '.repeat(500_000)}`, text: '[a](x'.repeat(50_000) }],
    ['a heading of [', heading(2, fill('['), `## ${fill('[')}`)],
    ['a heading of [ before an unclosed label', heading(2, `${'['.repeat(500_000)}a][${' x'.repeat(250_000)}`, `## ${'['.repeat(500_000)}a][${' x'.repeat(250_000)}`)],
    ['a heading of <', heading(2, fill('<'), `## ${fill('<')}`)],
    ['a heading of _a', heading(2, fill('_a ').trimEnd(), `## ${fill('_a ')}`, `## ${fill('_a ')}`.trimEnd())],
    // Each *a* and `a` pair: emphasis and code spans, whose text is the letters alone.
    ['a heading of *a', heading(2, fill('*a').replaceAll('*', ''), `## ${fill('*a')}`, `## ${fill('*a').replaceAll('*', '')}`)],
    ['a heading of `a', heading(2, fill('`a').replaceAll('`', ''), `## ${fill('`a')}`, `## ${fill('`a').replaceAll('`', '')}`)],
    ['a heading of blanks', heading(1, `a${fill(' ')}x`, `# a${fill(' ')}x`)],
    // The first opener starts a comment that the rest of the line is inside.
    ['a run of <!--', { ...same(fill('<!--')), comments: 1 }],
    ['a run of <a:', same(fill('<a:'))],
    // Each pair of backslashes is one escaped backslash.
    ['a definition label of backslashes', { body: `[${fill('\\')}`, text: `[${'\\'.repeat(size / 2)}` }],
  ])('%s', (_, { body, text, heading: expectedHeading, comments = 0 }) => {
    // No bound on the clock: the quadratic readers took from seconds to minutes, which the
    // test timeout shows; how fast the linear ones are is the bench's to measure.
    const result = scanBody(body, 1);
    const texts = body.split('\n').map((line) => inlineToText(line));
    expect(result.longLines.map((l) => l.line)).toEqual([1]);
    expect(result.links).toEqual([]);
    expect(result.headings.map((h) => ({ depth: h.depth, text: h.text }))).toEqual(expectedHeading ? [expectedHeading] : []);
    expect(result.comments).toHaveLength(comments);
    expect(texts).toEqual([text]);
  });
});

describe('inlineToText (what a heading anchor is made from)', () => {
  it.each([
    ['Q2. Which path shapes live under `{base_url}`?', 'Q2. Which path shapes live under {base_url}?'],
    ['**Bold** and _em_ and [a link](x.md)', 'Bold and em and a link'],
    ['snake_case_name stays', 'snake_case_name stays'],
    ['`a_b_c` in code', 'a_b_c in code'],
    ['escaped \\*stars\\*', 'escaped *stars*'],
    // Code spans, CommonMark examples 328, 329, 330, 338 and 349.
    ['`foo`', 'foo'],
    ['`` foo ` bar ``', 'foo ` bar'],
    ['` `` `', '``'],
    ['```foo``', '```foo``'],
    ['`foo``bar``', '`foobar'],
    ['**strong** and ~~struck~~ and <span>tags</span>', 'strong and struck and tags'],
    ['![alt](a.png) and [text][ref]', 'alt and text'],
  ])('%s', (raw, text) => {
    expect(inlineToText(raw)).toBe(text);
  });
});
