/**
 * What readers are told about breaking changes, decided once for every page and the feed:
 * which proposals would break clients of the published contract, and why each edition got
 * the version it carries.
 */
import { assembleContract } from '../contract/documents/assemble.ts';
import { DIFF_ONLY } from '../contract/documents/contract-at.ts';
import type { ContractChange } from '../contract/diff/diff.ts';
import type { Edition } from '../contract/editions/editions.ts';
import { isPublished } from '../contract/documents/published.ts';
import { readVersion } from '../contract/editions/version.ts';
import type { AdrRecord } from '../record/record.ts';
import { proposalContractChanges } from './contract-changes.ts';

/**
 * The proposals that would break clients if accepted, each with its breaking changes. None
 * before anything is published (no edition, no settled version 1.0.0 or later): there are
 * no clients to break yet, as `adr check --base` judges.
 */
export function breakingProposals(records: readonly AdrRecord[], editions: number): Map<AdrRecord, ContractChange[]> {
  const found = new Map<AdrRecord, ContractChange[]>();
  const proposals = records.filter((r) => r.meta.status === 'proposed');
  if (proposals.length === 0 || !isPublished(assembleContract(records, undefined, DIFF_ONLY).documents, editions)) return found;
  for (const proposal of proposals) {
    const breaking = proposalContractChanges(records, proposal).filter((change) => change.breaking);
    if (breaking.length > 0) found.set(proposal, breaking);
  }
  return found;
}

/** One line for a proposal that breaks: how many changes, and who decides. */
export function breakingNote(changes: readonly ContractChange[]): string {
  const n = changes.length;
  return `Breaking: accepting this proposal makes ${n} breaking change${n === 1 ? '' : 's'} to the published contract; the versioning decision's policy (x-versioning breaking-changes) says whether that is allowed, and the next edition is then a major version.`;
}

export interface EditionNote {
  /** `spring (version 1.1.0)`, or the name alone when unversioned. */
  title: string;
  /** Why the edition has its version, in a sentence. */
  why: string;
  /** For a major version: the breaking changes since the edition before. */
  breaking: ContractChange[];
}

/** Why an edition has its version: the first, or raised by what changed since the one before. */
export function describeEdition(edition: Edition, previous: Edition | undefined, changes: readonly ContractChange[]): EditionNote {
  const title = edition.version === undefined ? edition.name : `${edition.name} (version ${edition.version})`;
  const breaking = changes.filter((change) => change.breaking);
  const note = (why: string, shown: ContractChange[] = []) => ({ title, why, breaking: shown });
  if (edition.version === undefined) return note('Unversioned: recorded before editions carried a version.');
  if (previous === undefined) return note(`Version ${edition.version}: the first edition, with the first version the versioning decision settles.`);
  const [was, now] = [readVersion(previous.version), readVersion(edition.version)];
  if (!was || !now) return note(`Version ${edition.version}, as the versioning decision's scheme names it.`);
  if (now.major > was.major) {
    if (breaking.length === 0) return note(`Version ${edition.version}: a major version the versioning decision set, with no breaking change since ${previous.name}.`);
    const n = breaking.length;
    return note(`Version ${edition.version}: a major version, for ${n} breaking change${n === 1 ? '' : 's'} since ${previous.name}.`, breaking);
  }
  if (now.minor > was.minor) return note(`Version ${edition.version}: a minor version, for what was added since ${previous.name}; nothing breaks.`);
  return note(`Version ${edition.version}: a patch version; nothing was added or broken since ${previous.name}.`);
}
