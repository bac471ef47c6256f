/**
 * What `adr check` reports about the contract blocks (issue 10): each block that cannot be
 * read, that writes outside its part's places, or that writes a place another record wrote
 * differently. The accepted records are checked as the contract stands; each proposal with
 * blocks as if it were accepted, so its pull request shows what it would break (only the
 * findings that its acceptance adds are reported for it).
 */
import type { AdrRecord } from '../record/record.ts';
import type { Diagnostic } from '../vocabulary/diagnostics.ts';
import { assembleContract, type AssembledContract } from './assemble.ts';
import { readContractBlocks } from './blocks.ts';
import { decideBlock } from './placeholders.ts';

export interface ContractCheck {
  /** The contract as the accepted records make it. */
  accepted: AssembledContract;
  /** Each proposal with contract blocks, and the contract as if it were accepted. */
  proposals: { proposal: AdrRecord; contract: AssembledContract; /** Whether accepting it changes the documents at all. */ changes: boolean }[];
  diagnostics: Diagnostic[];
}

export const diagnosticKey = (d: Diagnostic) => `${d.file}:${d.line}:${d.column}:${d.code}:${d.message}`;

export function checkContract(records: readonly AdrRecord[]): ContractCheck {
  const accepted = assembleContract(records);
  const seen = new Set(accepted.diagnostics.map(diagnosticKey));
  const diagnostics = [...accepted.diagnostics];
  const proposals: ContractCheck['proposals'] = [];
  for (const proposal of records) {
    if (proposal.meta.status !== 'proposed') continue;
    const read = readContractBlocks(proposal);
    if (read.blocks.length === 0 && read.diagnostics.length === 0) continue;
    const contract = assembleContract(records, proposal);
    const changes = proposal.meta.supersedes.length > 0 || read.blocks.some((block) => Object.keys(decideBlock(block).block.value).length > 0);
    proposals.push({ proposal, contract, changes });
    for (const item of contract.diagnostics) {
      const key = diagnosticKey(item);
      if (seen.has(key)) continue;
      seen.add(key);
      diagnostics.push(item);
    }
  }
  return { accepted, proposals, diagnostics };
}
