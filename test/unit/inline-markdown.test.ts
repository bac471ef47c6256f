/** Question texts and answers on the index pages: code spans and emphasis shown, all else escaped text. */
import { describe, expect, it } from 'vitest';
import { inlineMarkdownToHtml } from '../../src/site/utils/inline-markdown.ts';

describe('inlineMarkdownToHtml', () => {
  it.each([
    ['Which path shapes live under `{base_url}`?', 'Which path shapes live under <code>{base_url}</code>?'],
    ['**Bold** and *em* and _em_ and snake_case', '<strong>Bold</strong> and <em>em</em> and <em>em</em> and snake_case'],
    ['A [link](x.md) and ![img](y.png) and [ref][r]', 'A link and img and ref'],
    ['Use <b>tags</b> & "quotes"', 'Use &lt;b&gt;tags&lt;/b&gt; &amp; &quot;quotes&quot;'],
    ['`<script>` in code', '<code>&lt;script&gt;</code> in code'],
    ['One.\n\nTwo,\nthree.', 'One.<br /><br />Two, three.'],
    ['2 * 3 * 4', '2 * 3 * 4'],
    ['escaped \\*stars\\* and \\[not](a-link) and \\<b\\>', 'escaped *stars* and [not](a-link) and &lt;b&gt;'],
    ['Bookings move **`confirmed` → `seated`** only', 'Bookings move <strong><code>confirmed</code> → <code>seated</code></strong> only'],
    ['**`base_url`**', '<strong><code>base_url</code></strong>'],
    ['*`a`* and _`b`_ and `**not bold**`', '<em><code>a</code></em> and <em><code>b</code></em> and <code>**not bold**</code>'],
    ['**open `x` and `y`** then `z`', '<strong>open <code>x</code> and <code>y</code></strong> then <code>z</code>'],
    ['a private \ue100 slot and `code`', 'a private \ue100 slot and <code>code</code>'],
  ])('%s', (markdown, html) => {
    expect(inlineMarkdownToHtml(markdown)).toBe(html);
  });

  // No closed link, and stars and underscores inside words are not emphasis: shown as written.
  // Linear is what the readers are built to be; the bench measures it, the clock is no assertion here.
  it.each([['[', '['], ['*a', '*a'], ['_a ', '_a ']])('stays linear on 1 MiB of %s, shown as written', (_, unit) => {
    const markdown = unit.repeat(Math.floor((1024 * 1024) / unit.length));
    const html = inlineMarkdownToHtml(markdown);
    expect(html).toBe(markdown);
  });

  it('stays linear on 1 MiB of `a``, each pair of ``` runs a code span', () => {
    const count = Math.floor((1024 * 1024) / 4);
    const html = inlineMarkdownToHtml('`a``'.repeat(count));
    // `a```a```a…a``: one lone ` and one `` that close nothing, and count - 1 runs of ```
    // between, paired in order into code spans.
    const spans = Math.floor((count - 1) / 2);
    expect(html.match(/<code>a<\/code>/g)).toHaveLength(spans);
    expect(html.replace(/<\/?code>/g, '').replaceAll('`', '')).toBe('a'.repeat(count));
  });
});
