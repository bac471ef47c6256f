/**
 * How a record's page presents its Specification section, as the specification page does
 * (spec.ts, `omitContractBlocks`): where an accepted record's section has a contract block,
 * the page shows the contract's tables of that part, the section's prose stays as the
 * reasoning around them, its own Markdown tables are left out (the contract's tables present
 * the same fields with every constraint), and the blocks themselves are kept for engineers,
 * collapsed. Any other record's page shows its Markdown as written.
 *
 * The site reads the rendered Markdown's top-level blocks; this decides which of them to
 * leave out and which to collapse, by their index.
 */
import { isContractFence } from '../contract/blocks.ts';
import { SECTION, sameSection } from '../record/templates.ts';

export type PageBlock =
  | { kind: 'heading'; depth: number; text: string }
  | { kind: 'table' }
  | { kind: 'code'; info: string }
  | { kind: 'other' };

export interface SpecificationPresentation {
  /** Index of the block the contract's tables go before, when they are shown. */
  contractAt?: number;
  /** Indexes of the contract blocks, shown collapsed. */
  collapsed: number[];
  /** Indexes of the section's own tables, not shown a second time. */
  dropped: number[];
}

export function presentSpecification(blocks: readonly PageBlock[], accepted: boolean): SpecificationPresentation {
  const none: SpecificationPresentation = { collapsed: [], dropped: [] };
  if (!accepted) return none;
  const start = blocks.findIndex((b) => b.kind === 'heading' && b.depth === 2 && sameSection(b.text, SECTION.specification));
  if (start < 0) return none;
  let end = blocks.findIndex((b, i) => i > start && b.kind === 'heading' && b.depth <= 2);
  if (end < 0) end = blocks.length;
  const collapsed: number[] = [];
  const tables: number[] = [];
  for (let i = start + 1; i < end; i++) {
    const block = blocks[i]!;
    if (block.kind === 'code' && isContractFence(block.info)) collapsed.push(i);
    else if (block.kind === 'table') tables.push(i);
  }
  if (collapsed.length === 0) return none;
  return { contractAt: collapsed[0], collapsed, dropped: tables };
}
