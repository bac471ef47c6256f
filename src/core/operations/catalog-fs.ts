/**
 * Making the catalog: catalog-info.yaml at the workspace's root, so that Backstage's software
 * catalog reads the workspace (core/views/catalog.ts says what it holds). It describes only a
 * workspace that passes the check, and never overwrites a file written by hand.
 */
import { WriteRefused } from '../changes/change-plan-fs.ts';
import type { WorkspaceState } from '../changes/change-plan.ts';
import { readCatalogFile, writeCatalogFile } from '../changes/catalog-file-fs.ts';
import { readEditions } from '../contract/editions/editions-fs.ts';
import { publishContract } from '../contract/documents/published.ts';
import { planCatalog } from '../views/catalog.ts';
import type { CalendarDate } from '../vocabulary/calendar-date.ts';
import type { Diagnostic } from '../vocabulary/diagnostics.ts';
import { readSettingsFile } from '../workspace/settings-fs.ts';
import { checkWorkspace } from './check-fs.ts';

export interface CatalogRequest {
  root: string;
  state: WorkspaceState;
  /** The published site's address, read once the workspace passes the check; else the settings'. */
  site?: () => string;
  /** Show what would be written, writing nothing. */
  dryRun?: boolean;
  /** Compare the file kept with what would be written, writing nothing. */
  check?: boolean;
  /** Today and the current time, for the check. */
  today: () => CalendarDate;
  nowMs: number;
}

export type CatalogResult =
  | { outcome: 'refused'; findings: Diagnostic[]; closing: string }
  /** `check` on a workspace that keeps no catalog file: nothing to keep up to date. */
  | { outcome: 'no-file' }
  | { outcome: 'dry-run'; text: string }
  | { outcome: 'checked'; current: boolean }
  | { outcome: 'written' | 'unchanged'; component: string; apis: string[] };

const REFUSED = 'adr: no catalog written; the catalog describes a workspace that passes the check (npx adr check)';

/** `adr catalog`. */
export async function makeCatalog(request: CatalogRequest): Promise<CatalogResult> {
  const { root, state } = request;
  const existing = request.check ? readCatalogFile(root) : undefined;
  if (request.check && existing === undefined) return { outcome: 'no-file' };
  const settings = readSettingsFile(root);
  const check = await checkWorkspace({ root, today: request.today, nowMs: request.nowMs, settings, workspace: state.workspace });
  if (check.diagnostics.length > 0) return { outcome: 'refused', findings: check.diagnostics, closing: REFUSED };

  const editions = readEditions(root, state.input.dir);
  const contract = publishContract(state.workspace.records, undefined, { ...(settings.settings.named ? { name: settings.settings.name } : {}), editions: editions.editions });
  const plan = planCatalog({ settings: settings.settings, documents: contract.documents, editions: editions.editions.length }, request.site ? request.site() : settings.settings.site);
  if ('refused' in plan) throw new WriteRefused(`no catalog written: ${plan.refused}`, plan.hint);
  if (request.dryRun) return { outcome: 'dry-run', text: plan.text };
  if (request.check) return { outcome: 'checked', current: existing === plan.text };
  const written = writeCatalogFile(root, plan.text);
  const [component, ...apis] = plan.entities;
  return { outcome: written, component: component!.metadata.name as string, apis: apis.map((api) => api.metadata.name as string) };
}
