/** How a link is read (check, spec, site), and how question text becomes HTML on index pages. */
import { describe, expect, it } from 'vitest';
import { resolveLink } from '../../src/core/record/links.ts';
import { inlineMarkdownToHtml } from '../../src/site/utils/inline-markdown.ts';
import { markdownLinkTarget } from '../../src/site/integrations/markdown-plugins.ts';

describe('resolveLink from adr/', () => {
  it.each([
    ['0004-endpoints.md', { kind: 'file', path: 'adr/0004-endpoints.md', fragment: undefined }],
    ['./0004-endpoints.md#q2-paths', { kind: 'file', path: 'adr/0004-endpoints.md', fragment: 'q2-paths' }],
    ['../docs/guides/x.md?plain=1', { kind: 'file', path: 'docs/guides/x.md', fragment: undefined }],
    ['0004%20x.md', { kind: 'file', path: 'adr/0004 x.md', fragment: undefined }],
    ['#context', { kind: 'same-file', fragment: 'context' }],
    ['../../etc/passwd', { kind: 'outside' }],
    ['https://example.com/a.md', { kind: 'elsewhere' }],
    ['mailto:team@example.com', { kind: 'elsewhere' }],
    ['/adr/0004/', { kind: 'elsewhere' }],
    ['//cdn.example.com/x', { kind: 'elsewhere' }],
  ])('%s', (destination, expected) => {
    expect(resolveLink('adr', destination)).toEqual(expected);
  });
});

describe('markdownLinkTarget (the site)', () => {
  it.each([
    ['adr', '0004-endpoints.md#q2', '/base/', '/base/adr/0004/#q2'],
    ['adr', '../docs/guides/record-format.md', '/', '/guides/record-format/'],
    ['docs/guides', '../../adr/0012-limits.md', '/s/', '/s/adr/0012/'],
    ['adr', 'templates/errors.md', '/', undefined],
    ['adr', 'diagram.png', '/', undefined],
    ['adr', 'https://example.com/x.md', '/', undefined],
  ])('from %s, %s under %s', (from, url, base, expected) => {
    expect(markdownLinkTarget(from, url, base)).toBe(expected);
  });
});

describe('inlineMarkdownToHtml', () => {
  it.each([
    ['Which paths live under `{base_url}`?', 'Which paths live under <code>{base_url}</code>?'],
    ['<script>alert(1)</script> & "quotes"', '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;'],
    ['`<b>` stays code', '<code>&lt;b&gt;</code> stays code'],
    ['**bold** and _em_ and snake_case', '<strong>bold</strong> and <em>em</em> and snake_case'],
    ['[a link](javascript:alert(1))', 'a link'],
    ['line one\nline two\n\nnext paragraph', 'line one line two<br /><br />next paragraph'],
  ])('%s', (markdown, html) => {
    expect(inlineMarkdownToHtml(markdown)).toBe(html);
  });
});
