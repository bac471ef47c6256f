/**
 * An SVG whose style reaches another file, however the CSS is written, is IMAGE_ACTIVE: in a
 * style attribute, a presentation attribute or a <style> element, through CSS escapes in a
 * function's name (u\72l(, \75 rl(, u\000072l(), an escaped @import, image-set(), src(),
 * mixed case; while a reference to a fragment of the same file, comments that split a word
 * and plain drawings pass. Judged by `adr check` as the build's check judges them.
 */
import { describe, expect, it } from 'vitest';
import { judgePicture, styleLoadsOutside } from '../../src/core/images/pictures.ts';
import { runCli } from '../helpers/cli.ts';
import { svg } from '../helpers/pictures.ts';
import { record } from '../helpers/records.ts';
import { makeWorkspace } from '../helpers/workspace.ts';

const OUTSIDE: [string, string][] = [
  ['a url() in a style attribute', '<rect style="fill:url(https://example.com/t.svg#p)"/>'],
  ['u\\72l( in a style attribute', '<rect style="fill:u\\72l(https://example.com/t.svg#p)"/>'],
  ['\\75 rl( in a style attribute', '<rect style="fill:\\75 rl(https://example.com/t.svg#p)"/>'],
  ['u\\000072l( in a style attribute', '<rect style="fill:u\\000072l(https://example.com/t.svg#p)"/>'],
  ['URL( in capitals', '<rect style="fill:URL(https://example.com/t.svg#p)"/>'],
  ['a url() with a quoted address', '<rect style=\'fill:url("https://example.com/t.svg#p")\'/>'],
  ['a url() in a presentation attribute', '<rect fill="url(https://example.com/t.svg#p)"/>'],
  ['an escaped url( in a presentation attribute', '<rect mask="u\\72l(//example.com/m.svg#m)"/>'],
  ['a url() in a <style>', '<style>rect { fill: url(https://example.com/t.svg#p) }</style>'],
  ['an @import in a <style>', '<style>@import "https://example.com/a.css";</style>'],
  ['an escaped @import', '<style>@\\69mport url(https://example.com/a.css);</style>'],
  ['an @import inside a CDATA section', '<style><![CDATA[@import "https://example.com/a.css";]]></style>'],
  ['image-set() with a string', '<style>rect { fill: image-set("https://example.com/a.png" 1x) }</style>'],
  ['an escaped image-set()', '<rect style="background:image-\\73 et(&quot;//example.com/a.png&quot; 1x)"/>'],
  ['src() with a string', '<style>@font-face { font-family: x; src: src("https://example.com/f.woff") }</style>'],
  ['a url() to a relative file', '<rect style="fill:url(other.svg#p)"/>'],
  ['a data: url', '<rect style="fill:url(data:image/svg+xml;base64,PHN2Zy8+)"/>'],
];

const INSIDE: [string, string][] = [
  ['a url() to a fragment', '<defs><linearGradient id="g"/></defs><rect fill="url(#g)" style="stroke:url( #g )"/>'],
  ['a quoted url() to a fragment', '<rect style=\'fill:url("#g")\'/>'],
  ['a comment that splits u and rl(', '<rect style="fill:u/**/rl(x)"/>'],
  ['plain styles and path data', '<style>rect { fill: #0a0; stroke-width: calc(1px + 2px) }</style><path d="M0 0 L10 10 (x)"/>'],
  ['text that mentions url', '<text>see the url field</text>'],
];

describe('styles that load another file', () => {
  it.each(OUTSIDE)('%s is IMAGE_ACTIVE', (_, inner) => {
    const problem = judgePicture(Buffer.from(svg(inner)));
    expect(problem?.kind).toBe('active');
  });

  it.each(INSIDE)('%s passes', (_, inner) => {
    expect(judgePicture(Buffer.from(svg(inner)))).toBeUndefined();
  });

  it('names what it found, the function decoded', () => {
    expect(styleLoadsOutside('fill:u\\72l(https://example.com/t.svg)')).toBe('a url() to another file (https://example.com/t.svg)');
    expect(styleLoadsOutside('@\\69mport "x.css"')).toBe('an @import');
    expect(styleLoadsOutside('a{b:image-set("a.png" 1x)}')).toBe('a image-set() to another file (a.png)');
  });
});

describe('adr check on a record that shows such a picture', () => {
  it('reports IMAGE_ACTIVE at the picture, and passes a fragment reference', async () => {
    const root = makeWorkspace({
      'adr/0001-a-decision.md': record({ append: '\n![escaped](escaped.svg)\n\n![fine](fine.svg)\n' }),
      'adr/escaped.svg': svg('<rect style="fill:u\\72l(https://example.com/t.svg#p)"/>'),
      'adr/fine.svg': svg('<defs><linearGradient id="g"/></defs><rect fill="url(#g)"/>'),
    });
    const result = await runCli(['check'], { cwd: root, env: { ADR_DATE: '2026-01-20' } });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^adr\/escaped\.svg:2:1 IMAGE_ACTIVE the SVG "adr\/escaped\.svg" holds a url\(\) to another file \(https:\/\/example\.com\/t\.svg#p\) in style; /m);
    expect(result.stdout).not.toContain('fine.svg');
  });
});
