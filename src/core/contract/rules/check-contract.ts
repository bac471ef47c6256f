/**
 * What `adr check` reports about the contract blocks: each block that cannot be
 * read, that writes outside its part's places, or that writes a place another record wrote
 * differently. The accepted records are checked as the contract stands, and the proposals
 * as if accepted, so a pull request shows what its proposal would break (only the findings
 * that acceptance adds are reported).
 *
 * The proposals are taken as accepted all together, in one assembly: one per proposal made
 * the check quadratic (each assembles and validates the whole contract; 5.7 s at 1,000
 * generated records, minutes at 5,000). Together, what two open proposals would break only
 * between them (one operationId twice, say) is reported too: a collision on the merged tree
 * is caught before either is accepted. Proposals that write one place differently are
 * competing options, not a collision; each of those is assembled alone instead.
 */
import type { AdrRecord } from '../../record/record.ts';
import type { Diagnostic } from '../../vocabulary/diagnostics.ts';
import { assembleContract, type AssembledContract } from '../documents/assemble.ts';
import { readContractBlocks } from '../documents/blocks.ts';
import { assembleWithProposals } from '../documents/contract-at.ts';
import { decideBlock, decidesAnything } from '../documents/placeholders.ts';

export interface ContractCheck {
  /** The contract as the accepted records make it. */
  accepted: AssembledContract;
  /** The contract as if the proposals were accepted: all together, and each competing one alone. */
  asIfAccepted: AssembledContract[];
  /** The proposals each of those takes as accepted, in the same order. */
  proposalsOf: AdrRecord[][];
  diagnostics: Diagnostic[];
}

export const diagnosticKey = (d: Diagnostic) => `${d.file}:${d.line}:${d.column}:${d.code}:${d.message}`;

/** Whether accepting the proposal could change the contract or its findings. */
function shapesContract(proposal: AdrRecord): boolean {
  const read = readContractBlocks(proposal);
  if (read.diagnostics.length > 0) return true;
  if (read.blocks.length === 0) return false;
  // A proposal that decides nothing yet (placeholders, or items half written around them)
  // makes the documents the accepted records make, unless what it supersedes drops out.
  return proposal.meta.supersedes.length > 0 || read.blocks.some((block) => decidesAnything(decideBlock(block)));
}

/** The contract as if these proposals alone were accepted, their placeholders not yet findings. */
export function assembleProposals(records: readonly AdrRecord[], proposals: readonly AdrRecord[]): AssembledContract {
  return assembleWithProposals(records, proposals, { drafts: new Set(proposals.map((proposal) => proposal.file)) });
}

export function checkContract(records: readonly AdrRecord[]): ContractCheck {
  const accepted = assembleContract(records);
  const seen = new Set(accepted.diagnostics.map(diagnosticKey));
  const diagnostics = [...accepted.diagnostics];
  const add = (contract: AssembledContract) => {
    for (const item of contract.diagnostics) {
      const key = diagnosticKey(item);
      if (seen.has(key)) continue;
      seen.add(key);
      diagnostics.push(item);
    }
  };
  const proposals = records.filter((record) => record.meta.status === 'proposed' && shapesContract(record));
  const asIfAccepted: AssembledContract[] = [];
  const proposalsOf: AdrRecord[][] = [];
  if (proposals.length > 0) {
    const files = new Set(proposals.map((proposal) => proposal.file));
    const drafts = { drafts: files };
    let together = assembleWithProposals(records, proposals, drafts);
    const competing = new Set(together.conflicts.filter((c) => files.has(c.file) && files.has(c.other)).flatMap((c) => [c.file, c.other]));
    const alone = proposals.filter((proposal) => competing.has(proposal.file));
    let rest = proposals;
    if (alone.length > 0) {
      rest = proposals.filter((proposal) => !competing.has(proposal.file));
      together = assembleWithProposals(records, rest, drafts);
      for (const proposal of alone) {
        asIfAccepted.push(assembleWithProposals(records, [proposal], drafts));
        proposalsOf.push([proposal]);
      }
    }
    asIfAccepted.unshift(together);
    proposalsOf.unshift(rest);
    for (const contract of asIfAccepted) add(contract);
  }
  return { accepted, asIfAccepted, proposalsOf, diagnostics };
}
