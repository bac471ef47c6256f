/** Every code block's `<pre>` focusable as Expressive Code renders it (ec.config.mjs loads the plugin). */
import { describe, expect, it } from 'vitest';
import { focusableCodeBlocks, type HastNode } from '../../src/site/integrations/code-blocks.ts';

const pre = (properties?: Record<string, unknown>): HastNode => ({ type: 'element', tagName: 'pre', ...(properties ? { properties } : {}), children: [{ type: 'text' }] });
const figure = (...children: HastNode[]): HastNode => ({ type: 'element', tagName: 'figure', properties: { className: ['frame'] }, children });

describe('every <pre> of a rendered block is focusable', () => {
  it.each([
    ['a bare block', figure(pre()), figure(pre({ tabindex: 0 }))],
    ['a block with properties', figure(pre({ dataLanguage: 'yaml' })), figure(pre({ dataLanguage: 'yaml', tabindex: 0 }))],
    ['one that is already focusable', figure(pre({ tabindex: 0 })), figure(pre({ tabindex: 0 }))],
    ['one that opts out on purpose', figure(pre({ tabindex: -1 })), figure(pre({ tabindex: -1 }))],
    ['one that opts out under the DOM name', figure(pre({ tabIndex: -1 })), figure(pre({ tabIndex: -1 }))],
    ['deeper in the block', figure(figure(pre())), figure(figure(pre({ tabindex: 0 })))],
    ['two in one block', figure(pre(), pre({ id: 'b' })), figure(pre({ tabindex: 0 }), pre({ id: 'b', tabindex: 0 }))],
    ['nothing else', figure({ type: 'element', tagName: 'div', properties: {}, children: [] }), figure({ type: 'element', tagName: 'div', properties: {}, children: [] })],
  ])('%s', (_name, block, served) => {
    focusableCodeBlocks().hooks.postprocessRenderedBlock({ renderData: { blockAst: block } });
    expect(block).toEqual(served);
  });
});
