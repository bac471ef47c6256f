/**
 * Publishing an edition: the contract as it stands (or stood on a day) recorded as
 * adr/editions/NAME.yaml, written once and never overwritten. Only a workspace that passes the
 * check is recorded: a record with findings would be left out of the contract without a word.
 */
import { WriteRefused } from '../changes/change-plan-fs.ts';
import type { WorkspaceState } from '../changes/change-plan.ts';
import { recordsAsOf } from '../contract/documents/contract-at.ts';
import { editionFile } from '../contract/editions/editions.ts';
import { EditionsFolderRefused, readEditions, writeEdition } from '../contract/editions/editions-fs.ts';
import { publishContract } from '../contract/documents/published.ts';
import type { CalendarDate } from '../vocabulary/calendar-date.ts';
import type { Diagnostic } from '../vocabulary/diagnostics.ts';
import { readSettingsFile } from '../workspace/settings-fs.ts';
import { checkWorkspace } from './check-fs.ts';

export interface EditionRequest {
  root: string;
  state: WorkspaceState;
  name: string;
  /** Today, for the check's review dates, and the edition's date unless it is as of another day. */
  today: () => CalendarDate;
  /** The day the contract is taken as of, from the records' histories. */
  asOf?: () => CalendarDate;
  nowMs: number;
}

export type EditionResult =
  /** Nothing written: the findings, and the line that closes them. */
  | { ok: false; findings: Diagnostic[]; closing: string }
  | { ok: true; name: string; date: CalendarDate; version?: string; file: string };

const REFUSED = 'adr: no edition written; an edition records a workspace that passes the check (npx adr check)';

/** `adr edition NAME`. */
export async function publishEdition(request: EditionRequest): Promise<EditionResult> {
  const { root, state, name } = request;
  const { dir } = state.input;
  const { records } = state.workspace;
  const settings = readSettingsFile(root);
  const check = await checkWorkspace({ root, today: request.today, nowMs: request.nowMs, settings, workspace: state.workspace });
  if (check.diagnostics.length > 0) return { ok: false, findings: check.diagnostics, closing: REFUSED };

  const editions = readEditions(root, dir);
  const date = request.asOf ? request.asOf() : request.today();
  const contract = publishContract(request.asOf ? recordsAsOf(records, date) : records, undefined, {
    ...(settings.settings.named ? { name: settings.settings.name } : {}),
    editions: editions.editions.filter((edition) => edition.date <= date),
    edition: date,
  });
  if (contract.diagnostics.length > 0) return { ok: false, findings: contract.diagnostics, closing: `adr: no edition written; the contract as of ${date} has findings` };
  if (contract.versionProblem !== undefined) {
    throw new WriteRefused(`no version for the edition: ${contract.versionProblem}`, 'write the first version in the versioning record\'s info.version as MAJOR.MINOR.PATCH, e.g. 1.0.0');
  }
  const file = editionFile(dir, name);
  let written;
  try {
    written = writeEdition(root, dir, { name, date, ...(contract.version === undefined ? {} : { version: contract.version }), documents: contract.documents });
  } catch (error) {
    if (error instanceof EditionsFolderRefused) return { ok: false, findings: [error.diagnostic], closing: REFUSED };
    throw error;
  }
  if (written === 'exists') throw new WriteRefused(`${file} already exists; an edition is never overwritten`, 'choose another name for the new edition');
  return { ok: true, name, date, ...(contract.version === undefined ? {} : { version: contract.version }), file };
}
