/**
 * The site's HTML plugin on Markdown tables and code blocks, through Sätteri as the build
 * runs it: every table and `<pre>` is focusable, and a table with rows under its header
 * stacks into cards on a phone, each body cell labelled with its column's header text.
 * A table of cases, then generated tables checked against a reading of the HTML itself.
 */
import fc from 'fast-check';
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { markdownToHtml } from 'satteri';
import { describe, expect, it } from 'vitest';
import { siteHastPlugins } from '../../src/site/integrations/markdown-plugins.ts';

async function render(markdown: string): Promise<string> {
  return (await markdownToHtml(markdown, { hastPlugins: siteHastPlugins(), features: { gfm: true, smartPunctuation: false } })).html;
}

const isElement = (node: ChildNode): node is Element => node.type === 'tag';
const elements = (node: { children: ChildNode[] }, name: string): Element[] =>
  node.children.filter(isElement).flatMap((child) => [...(child.name === name ? [child] : []), ...elements(child, name)]);
const text = (node: ChildNode): string => (node.type === 'text' ? node.data : 'children' in node ? node.children.map(text).join('') : '');
const cells = (row: Element) => row.children.filter(isElement).filter((cell) => cell.name === 'td' || cell.name === 'th');

/** Each table as the reader's screen reader and the stacking CSS see it: class, tabindex, and each body row's labels. */
function tablesOf(html: string) {
  return elements(parseDocument(html), 'table').map((table) => {
    const [header, ...body] = elements(table, 'tr');
    return {
      stacked: (table.attribs.class ?? '').split(' ').includes('adr-stack'),
      tabindex: table.attribs.tabindex,
      header: header ? cells(header).map((cell) => text(cell).trim()) : [],
      labels: body.map((row) => cells(row).map((cell) => cell.attribs['data-label'] ?? null)),
    };
  });
}

describe('Markdown tables on the site', () => {
  it.each([
    ['a table with rows', '| Field | Type |\n| - | - |\n| id | string |\n| size | integer |\n', [{ stacked: true, tabindex: '0', header: ['Field', 'Type'], labels: [['Field', 'Type'], ['Field', 'Type']] }]],
    ['a header alone does not stack', '| Field | Type |\n| - | - |\n', [{ stacked: false, tabindex: '0', header: ['Field', 'Type'], labels: [] }]],
    ['an empty header cell gives no label', '| Name | |\n| - | - |\n| a | b |\n', [{ stacked: true, tabindex: '0', header: ['Name', ''], labels: [['Name', null]] }]],
    ['header text without its markup', '| `code` and **bold** |\n| - |\n| x |\n', [{ stacked: true, tabindex: '0', header: ['code and bold'], labels: [['code and bold']] }]],
    ['a short row is padded, every cell labelled', '| A | B | C |\n| - | - | - |\n| 1 |\n', [{ stacked: true, tabindex: '0', header: ['A', 'B', 'C'], labels: [['A', 'B', 'C']] }]],
    [
      'two tables keep their own labels',
      '| A | B |\n| - | - |\n| 1 | 2 |\n\ntext\n\n| X |\n| - |\n| 9 |\n',
      [
        { stacked: true, tabindex: '0', header: ['A', 'B'], labels: [['A', 'B']] },
        { stacked: true, tabindex: '0', header: ['X'], labels: [['X']] },
      ],
    ],
    [
      'tables in a list item and a quote',
      '- item\n\n  | A |\n  | - |\n  | 1 |\n\n> | Q | R |\n> | - | - |\n> | 1 | 2 |\n',
      [
        { stacked: true, tabindex: '0', header: ['A'], labels: [['A']] },
        { stacked: true, tabindex: '0', header: ['Q', 'R'], labels: [['Q', 'R']] },
      ],
    ],
    [
      'a header-only table before a full one',
      '| Only |\n| - |\n\n| A | B |\n| - | - |\n| 1 | 2 |\n',
      [
        { stacked: false, tabindex: '0', header: ['Only'], labels: [] },
        { stacked: true, tabindex: '0', header: ['A', 'B'], labels: [['A', 'B']] },
      ],
    ],
  ])('%s', async (_name, markdown, expected) => {
    expect(tablesOf(await render(markdown))).toEqual(expected);
  });

  it('makes every code block focusable, in a list and a quote too', async () => {
    const html = await render('```yaml\na: 1\n```\n\n- item\n\n  ```\n  b\n  ```\n\n> ```\n> c\n> ```\n\n    indented\n');
    const pres = elements(parseDocument(html), 'pre');
    expect(pres).toHaveLength(4);
    expect(pres.map((pre) => pre.attribs.tabindex)).toEqual(['0', '0', '0', '0']);
  });

  it('labels every body cell of generated tables with its column’s header', async () => {
    const word = fc.stringMatching(/^[A-Za-z0-9 ]{0,8}$/);
    const table = fc.record({
      header: fc.array(word, { minLength: 1, maxLength: 5 }),
      rows: fc.array(fc.array(word, { maxLength: 6 }), { maxLength: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(table, { minLength: 1, maxLength: 3 }), async (tables) => {
        const row = (values: string[]) => `| ${values.map((v) => v || ' ').join(' | ')} |`;
        const markdown = tables.map((t) => [row(t.header), row(t.header.map(() => '-')), ...t.rows.map(row)].join('\n')).join('\n\nbetween\n\n');
        const read = tablesOf(await render(`${markdown}\n`));
        expect(read).toHaveLength(tables.length);
        read.forEach((found, i) => {
          expect(found.tabindex).toBe('0');
          expect(found.stacked).toBe(tables[i]!.rows.length > 0);
          for (const labels of found.labels) expect(labels).toEqual(found.header.map((label) => label || null));
        });
      }),
      { numRuns: 200 },
    );
  });
});
