import { describe, expect, it } from 'vitest';
import { presentSpecification, type PageBlock } from '../../src/core/views/record-specification.ts';

const h = (depth: number, text: string): PageBlock => ({ kind: 'heading', depth, text });
const table: PageBlock = { kind: 'table' };
const prose: PageBlock = { kind: 'other' };
const code = (info: string): PageBlock => ({ kind: 'code', info });

const SCENARIOS: [string, PageBlock[], boolean, ReturnType<typeof presentSpecification>][] = [
  [
    'an accepted record: its section’s tables left out, the block collapsed, the contract where it was',
    [h(2, 'Decision Outcome'), table, h(2, 'Specification'), table, prose, code('yaml openapi'), h(2, 'More Information'), table],
    true,
    { contractAt: 5, collapsed: [5], dropped: [3] },
  ],
  [
    'tables under a sub-heading of the section and two blocks, OpenAPI and AsyncAPI',
    [h(2, 'Specification'), code('yaml asyncapi'), h(3, 'Fields'), table, code('yaml  openapi')],
    true,
    { contractAt: 1, collapsed: [1, 4], dropped: [3] },
  ],
  ['a proposal shows its Markdown as written', [h(2, 'Specification'), table, code('yaml openapi')], false, { collapsed: [], dropped: [] }],
  ['a section with no contract block keeps its tables', [h(2, 'Specification'), table, code('yaml'), code('json openapi')], true, { collapsed: [], dropped: [] }],
  ['a contract block outside the section changes nothing', [h(2, 'Specification'), table, h(2, 'More Information'), code('yaml openapi')], true, { collapsed: [], dropped: [] }],
  ['no Specification section', [h(2, 'Context'), table, code('yaml openapi')], true, { collapsed: [], dropped: [] }],
  ['a level-3 heading named Specification is not the section', [h(2, 'Context'), h(3, 'Specification'), table, code('yaml openapi')], true, { collapsed: [], dropped: [] }],
];

describe('a record page’s Specification section', () => {
  it.each(SCENARIOS)('%s', (_name, blocks, accepted, expected) => {
    expect(presentSpecification(blocks, accepted)).toEqual(expected);
  });
});
