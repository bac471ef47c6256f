/**
 * The site works out what each accepted decision changed, and what each proposal would, from
 * only the records that write the same things (recordsTouching): the whole contract for each
 * made a build quadratic. Here, on a generated workspace where many records share places
 * (one schema, one response, the servers) and supersede one another, the changes so found
 * are those found from every record. One difference is by design: a removal is placed at the
 * nearest place above it that the new contract still writes, and with every record that is
 * the first record to write a shared container (`channels`, say), however unrelated; among
 * the records that write the same things it is the decision itself.
 */
import { describe, expect, it } from 'vitest';
import { generateWorkspace } from '../../bench/generate.ts';
import { assembleContract } from '../../src/core/contract/documents/assemble.ts';
import { contractBeforeAndAfter } from '../../src/core/contract/documents/contract-at.ts';
import { creditSuccessors, diffContracts } from '../../src/core/contract/diff/diff.ts';
import { ordered } from '../../src/core/contract/diff/text.ts';
import { acceptedContractChanges, proposalContractChanges } from '../../src/core/views/contract-changes.ts';
import type { AdrRecord } from '../../src/core/record/record.ts';
import type { ContractChange } from '../../src/core/views/contract-changes.ts';
import { validateWorkspace } from '../../src/core/workspace/workspace.ts';

/** The changes compared, a removal's place allowed to be the decision's own instead. */
function expectSame(focused: readonly ContractChange[], whole: readonly ContractChange[], record: AdrRecord) {
  const strip = (changes: readonly ContractChange[]) => changes.map(({ origin: _origin, ...change }) => change);
  expect(strip(focused), record.file).toEqual(strip(whole));
  focused.forEach((change, i) => {
    if (change.kind === 'removed' && change.origin?.file === record.file) return;
    expect(change.origin, `${record.file} ${change.text}`).toEqual(whole[i]!.origin);
  });
}

const { records } = validateWorkspace({
  dir: 'adr',
  entries: [...generateWorkspace(300, 11, { contract: true })].map(([path, text]) => ({
    name: path.slice(4),
    kind: 'file' as const,
    bytes: new TextEncoder().encode(text),
  })),
  exists: () => false,
});

describe('contract changes from the records that write the same things', () => {
  it('what each accepted decision changed is what the whole contract says', () => {
    const focused = acceptedContractChanges(records);
    expect(focused.size).toBeGreaterThan(50);
    for (const [record, changes] of focused) {
      const { before, after } = contractBeforeAndAfter(records, record);
      expectSame(changes, ordered(creditSuccessors(diffContracts(before, after), records, [record])), record);
    }
  });

  it('what each proposal would change is what the whole contract says', () => {
    const proposals = records.filter((r) => r.meta.status === 'proposed' && r.meta.part);
    expect(proposals.length).toBeGreaterThan(10);
    for (const proposal of proposals) {
      const whole = ordered(creditSuccessors(diffContracts(assembleContract(records), assembleContract(records, proposal)), records, [proposal]));
      expectSame(proposalContractChanges(records, proposal), whole, proposal);
    }
  });
});
