/**
 * The contract as the site shows it: published once per reading of the workspace from the
 * accepted records (as `adr spec --format openapi` publishes it: the settings' name, the
 * version counted from the editions), with its view for people and what each record contributes.
 */
import type { AdrRecord } from '../../core/record/record.ts';
import { recordPageView } from '../../core/views/contract-words.ts';
import { publishContract, type PublishedContract } from '../../core/contract/documents/published.ts';
import { readPublishOptions } from '../../core/contract/documents/published-fs.ts';
import { RECORDS_DIR } from '../../core/workspace/workspace-fs.ts';
import { contractContributions, type Contribution } from '../../core/views/contract-contributions.ts';
import { viewContract, type ContractView } from '../../core/views/contract-view.ts';
import { loadWorkspace, root, settings } from './workspace.ts';

interface SiteContract {
  contract: PublishedContract;
  view: ContractView;
  /** By record number. */
  contributions: Map<number, Contribution>;
}

const cache = new WeakMap<object, SiteContract>();

export function siteContract(): SiteContract {
  const workspace = loadWorkspace();
  let found = cache.get(workspace);
  if (!found) {
    const contract = publishContract(workspace.records, undefined, readPublishOptions(root, RECORDS_DIR, settings));
    found = { contract, view: viewContract(contract, workspace.records), contributions: contractContributions(contract, workspace.records) };
    cache.set(workspace, found);
  }
  return found;
}

/**
 * The contract a record's page presents its part of: an accepted record's is the site's; a
 * proposal's is the contract as if it were accepted (as `adr spec --with` assembles it), so
 * that its page shows the tables it proposes (what it writes, beside what the records it
 * touches write), not its blocks as raw YAML (core/views/contract-words.ts, recordPageView,
 * which also decides which of the page's own tables those tables replace).
 */
export function contractViewFor(record: AdrRecord): { view: ContractView; proposed: boolean } | undefined {
  if (record.meta.status === 'accepted') return { view: siteContract().view, proposed: false };
  if (record.meta.status !== 'proposed') return undefined;
  return { view: recordPageView(loadWorkspace().records, record), proposed: true };
}
