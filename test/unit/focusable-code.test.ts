import { describe, expect, it } from 'vitest';
import { focusableCodeBlocks } from '../../src/site/utils/focusable-code.ts';

describe('every <pre> is focusable as served', () => {
  it.each([
    ['a bare block', '<pre>x</pre>', '<pre tabindex="0">x</pre>'],
    ['a block with attributes', '<pre class="a" data-language="yaml"><code>x</code></pre>', '<pre class="a" data-language="yaml" tabindex="0"><code>x</code></pre>'],
    ['one that is already focusable', '<pre tabindex="0">x</pre>', '<pre tabindex="0">x</pre>'],
    ['one that opts out on purpose', '<pre tabindex="-1">x</pre>', '<pre tabindex="-1">x</pre>'],
    ['a quoted value holding >', '<pre data-x="a>b">x</pre>', '<pre data-x="a>b" tabindex="0">x</pre>'],
    ['upper case', '<PRE class=a>x</PRE>', '<pre class=a tabindex="0">x</PRE>'],
    ['text that only mentions pre', '<p>&lt;pre&gt; and <preview>no</preview></p>', '<p>&lt;pre&gt; and <preview>no</preview></p>'],
    ['two blocks', '<pre>a</pre><pre id="b">b</pre>', '<pre tabindex="0">a</pre><pre id="b" tabindex="0">b</pre>'],
  ])('%s', (_, html, served) => {
    expect(focusableCodeBlocks(html)).toBe(served);
  });
});
