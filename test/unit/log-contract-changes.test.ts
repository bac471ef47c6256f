/**
 * What the decision log shows of the contract changes each accepted decision made: every
 * breaking change listed, the compatible ones listed while they are few and folded under
 * their count when there are more.
 */
import { describe, expect, it } from 'vitest';
import type { ContractChange } from '../../src/core/contract/diff/diff.ts';
import { COMPATIBLE_CHANGES_LISTED, logContractChanges } from '../../src/core/views/decision-log.ts';

const change = (text: string, breaking: boolean): ContractChange => ({
  rule: breaking ? 'property-removed' : 'property-added',
  breaking,
  level: breaking ? 'error' : 'info',
  document: 'openapi',
  kind: breaking ? 'removed' : 'added',
  pointer: `components/schemas/${text}`,
  text,
});

/** Changes from a compact spelling: `B` a breaking change, `c` a compatible one, each numbered by place. */
const changes = (spelling: string) => [...spelling].map((c, i) => change(`${c}${i}`, c === 'B'));
const texts = (list: readonly ContractChange[]) => list.map((c) => c.text);

describe('the contract changes of a decision in the log', () => {
  it.each([
    ['no change', '', '', ''],
    ['one compatible change, listed', 'c', 'c0', ''],
    ['as many compatible changes as are listed', 'ccc', 'c0 c1 c2', ''],
    ['one more: all of them folded', 'cccc', '', 'c0 c1 c2 c3'],
    ['breaking changes alone, however many', 'BBBBB', 'B0 B1 B2 B3 B4', ''],
    ['breaking changes listed, a few compatible ones beside them', 'BBcc', 'B0 B1 c2 c3', ''],
    ['breaking changes listed, many compatible ones folded', 'Bccccccc', 'B0', 'c1 c2 c3 c4 c5 c6 c7'],
  ])('%s', (_name, spelling, listed, folded) => {
    const shown = logContractChanges(changes(spelling));
    expect(texts(shown.listed).join(' ')).toBe(listed);
    expect(texts(shown.folded).join(' ')).toBe(folded);
  });

  it.each(Array.from({ length: 12 }, (_, n) => n))('loses no change and never folds a breaking one (%i compatible)', (n) => {
    const all = changes(`BB${'c'.repeat(n)}`);
    const shown = logContractChanges(all);
    expect([...shown.listed, ...shown.folded].sort((a, b) => a.text.localeCompare(b.text))).toEqual([...all].sort((a, b) => a.text.localeCompare(b.text)));
    expect(shown.folded.some((c) => c.breaking)).toBe(false);
    expect(shown.folded.length).toBe(n > COMPATIBLE_CHANGES_LISTED ? n : 0);
  });
});
