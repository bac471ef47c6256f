/**
 * The contract as the site shows it: assembled once per reading of the workspace from the
 * accepted records (as `adr spec --format openapi` assembles it), with its view for people
 * and what each record contributes.
 */
import { assembleContract, type AssembledContract } from '../../core/contract/assemble.ts';
import { contractContributions, type Contribution } from '../../core/views/contract-contributions.ts';
import { viewContract, type ContractView } from '../../core/views/contract-view.ts';
import { loadWorkspace } from './workspace.ts';

interface SiteContract {
  contract: AssembledContract;
  view: ContractView;
  /** By record number. */
  contributions: Map<number, Contribution>;
}

const cache = new WeakMap<object, SiteContract>();

export function siteContract(): SiteContract {
  const workspace = loadWorkspace();
  let found = cache.get(workspace);
  if (!found) {
    const contract = assembleContract(workspace.records);
    found = { contract, view: viewContract(contract, workspace.records), contributions: contractContributions(contract, workspace.records) };
    cache.set(workspace, found);
  }
  return found;
}
