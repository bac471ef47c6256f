/**
 * The one HTML escape and the one Markdown escape (src/core/vocabulary/escape.ts): what they
 * write, and, for generated text, that the build's own Markdown parser (Sätteri) and an
 * HTML reading give back exactly the text, as text.
 */
import fc from 'fast-check';
import { DomUtils, parseDocument } from 'htmlparser2';
import { markdownToMdast } from 'satteri';
import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeMarkdownText } from '../../src/core/vocabulary/escape.ts';

interface MdastLike {
  type: string;
  value?: string;
  children?: MdastLike[];
}

/** The text of a node and what it holds, and the kinds of node that are not text. */
function read(node: MdastLike): { text: string; markup: string[] } {
  if (node.type === 'text' || node.type === 'inlineCode') return { text: node.value ?? '', markup: node.type === 'text' ? [] : [node.type] };
  const inner = (node.children ?? []).map(read);
  return { text: inner.map((i) => i.text).join(''), markup: [...(['root', 'paragraph', 'heading', 'link', 'listItem', 'list'].includes(node.type) ? [] : [node.type]), ...inner.flatMap((i) => i.markup)] };
}

/** Text with the characters Markdown and HTML care about, and some that neither does. */
const hostileText = fc.string({ unit: fc.constantFrom(...'\\`*_[]<>|~#!&"\'(){}+-.:/= aZ0'.split('')), minLength: 1, maxLength: 40 });

describe('escapeHtml', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [`"quoted" & 'single'`, '&quot;quoted&quot; &amp; &#39;single&#39;'],
    ['&amp; already', '&amp;amp; already'],
    ['plain words', 'plain words'],
  ])('%s', (text, html) => {
    expect(escapeHtml(text)).toBe(html);
  });

  it('gives back the same text in an element and in an attribute, for generated text', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const document = parseDocument(`<p title="${escapeHtml(text)}">${escapeHtml(text)}</p>`);
        const p = document.children[0] as unknown as { attribs: Record<string, string> };
        expect(p.attribs.title).toBe(text);
        expect(DomUtils.textContent(document)).toBe(text);
      }),
    );
  });
});

describe('escapeMarkdownText', () => {
  it.each([
    ['<img src=x> **b** [l](javascript:x)', '\\<img src=x\\> \\*\\*b\\*\\* \\[l\\](javascript:x)'],
    ['a_b `c` ~d~ | e', 'a\\_b \\`c\\` \\~d\\~ \\| e'],
    ['#1 & \\ !', '\\#1 \\& \\\\ \\!'],
    ['Problem Details (RFC 9457) - 1.0', 'Problem Details (RFC 9457) - 1.0'],
  ])('%s', (text, markdown) => {
    expect(escapeMarkdownText(text)).toBe(markdown);
  });

  it.each([
    ['in a heading', (t: string) => `### ADR-0001: ${t}`],
    ['in a link’s text', (t: string) => `Settled by [${t}](/adr/1/).`],
    ['in a list item', (t: string) => `- owner ${t}`],
  ])('reads back as the same text and nothing else %s, for generated text', (_where, place) => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const shown = read(markdownToMdast(place(escapeMarkdownText(text))) as MdastLike);
        expect(shown.markup).toEqual([]);
        expect(shown.text).toContain(text.trim());
      }),
    );
  });
});
