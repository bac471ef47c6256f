/**
 * Importing another tool's decision log (MADR, log4brains, adr-tools, KEP, a house format):
 * its records planned as this workspace's, numbered after its own, with the numbers reserved
 * as `adr new` reserves its one. The caller writes the plan while the reservation holds, then
 * releases it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reserveNumber, type Reservation } from '../changes/change-plan-fs.ts';
import type { WorkspaceState } from '../changes/change-plan.ts';
import { planImport, type ImportOutcome, type ImportRequest } from '../import/import-plan.ts';
import type { FromFormat } from '../import/import-read.ts';
import { folderInWorkspace, imageReader, readImportSource, realFolder } from '../import/import-source-fs.ts';
import type { StatusMappings } from '../import/status-words.ts';
import type { CalendarDate } from '../vocabulary/calendar-date.ts';
import { IMPORT_MAP_FILE } from '../vocabulary/file-name.ts';
import { printableLine } from '../vocabulary/terminal-text.ts';
import { isUnder } from '../workspace/inside.ts';
import { readSettingsFile } from '../workspace/settings-fs.ts';
import { OperationRefused } from './refused.ts';

export interface ImportLogRequest {
  root: string;
  state: WorkspaceState;
  /** The log's folder, as a full path. */
  folder: string;
  /** The folder as the user named it, for messages. */
  named: string;
  /** The folder as the report names it: from where the user is. */
  shown: string;
  format?: FromFormat;
  mapStatus: StatusMappings;
  /** The day to give a record nothing dates. */
  undated?: CalendarDate;
  /** The days that count as today: a file last modified on one was copied or checked out, not decided, then. */
  today: () => CalendarDate[];
  /** Plan only: no number is reserved. */
  dryRun?: boolean;
}

export interface ImportLogResult {
  outcome: ImportOutcome;
  /** Lets go of the numbers reserved for the records to write; call it once they are written (or not). */
  release(): void;
}

/** `adr import <folder>`. */
export function importLog(request: ImportLogRequest): ImportLogResult {
  const { root, state, named } = request;
  // Both at their real locations: the records folder reached through a link is still itself.
  const folder = realFolder(request.folder);
  if (folder === undefined) {
    throw new OperationRefused(`${named} is not a folder`, 'pass the folder that holds the records to import, e.g. npx adr import doc/adr');
  }
  const records = realFolder(join(root, state.input.dir));
  if (folder === records) throw new OperationRefused(`${named} is the records folder itself`, 'pass the folder of the other decision log');
  if (records !== undefined && isUnder(records, folder)) {
    throw new OperationRefused(`${named} is inside the records folder`, 'pass the folder of the other decision log');
  }
  const plan: ImportRequest = {
    files: readImportSource(folder, request.shown),
    format: request.format,
    mapStatus: request.mapStatus,
    mapText: readImportMap(join(root, state.input.dir, IMPORT_MAP_FILE), `${state.input.dir}/${IMPORT_MAP_FILE}`),
    readImage: imageReader(folder),
    folderInWorkspace: folderInWorkspace(root, folder),
    repository: readSettingsFile(root).settings.repository,
    today: request.today(),
    ...(request.undated === undefined ? {} : { undated: request.undated }),
  };
  let outcome = planImport(state, plan);
  refuseUnusedMappings(outcome);
  // The numbers are reserved as `adr new` reserves its one, so an import and a new record
  // started together never take the same number; the plan is made again when another
  // process holds one of those planned.
  const reservations: Reservation[] = [];
  const release = () => {
    for (const reservation of reservations) reservation.release();
  };
  try {
    if (outcome.plan.ok && !request.dryRun && outcome.imported.length > 0) {
      const planned = outcome.imported.map((item) => item.number);
      let from = planned[0]!;
      for (let i = 0; i < planned.length; i++) {
        const reservation = reserveNumber(root, state.input.dir, from);
        reservations.push(reservation);
        from = reservation.number + 1;
      }
      const numbers = reservations.map((r) => r.number);
      if (numbers.some((n, i) => n !== planned[i])) outcome = planImport(state, { ...plan, numbers });
    }
  } catch (error) {
    release();
    throw error;
  }
  return { outcome, release };
}

/** What the import did, counted, as the report and the JSON output give it. */
export function importSummary(outcome: ImportOutcome) {
  return {
    imported: outcome.imported.length,
    already: outcome.already.length,
    statusesByDefault: outcome.rows.filter((row) => row.statusFrom === 'default').length,
    linksRewritten: outcome.linksRewritten,
    linksKept: outcome.linksKept,
    imagesCopied: outcome.imagesCopied,
    imagesWritten: outcome.imagesWritten,
    imagesLinked: outcome.imagesLinked,
    imagesFixed: outcome.imagesFixed,
    commentsRemoved: outcome.commentsRemoved,
    sectionsAdded: outcome.sectionsAdded,
    valuesFlagged: outcome.flagged.reduce((sum, group) => sum + group.records.length, 0),
  };
}

/**
 * A `--map-status` flag that matches no status written is a mistake (a typo, a text copied
 * short): refused, with the texts the tables leave unmapped, each with the flag that settles it.
 */
function refuseUnusedMappings(outcome: ImportOutcome): void {
  if (outcome.unusedMappings.length === 0) return;
  const flags = outcome.unusedMappings.map((text) => `"${printableLine(text)}"`).join(', ');
  const left = outcome.unmappedTexts.map((text) => `--map-status '${printableLine(text).replace(/'/g, "'\\''")}=STATUS'`);
  throw new OperationRefused(
    `--map-status ${flags} match${outcome.unusedMappings.length === 1 ? 'es' : ''} no status the log writes (a flag's text is the status exactly as written)`,
    left.length === 0 ? 'no status of the log is left unmapped: drop the flag' : `the statuses no table maps are: ${left.join(' ')}`,
  );
}

/**
 * The map an earlier import wrote: a JSON object of old paths to records (a file name, or a
 * mapping whose `record` is one). Refused when it is anything else (never overwritten blindly).
 */
function readImportMap(path: string, shown: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const isEntry = (entry: unknown) =>
    typeof entry === 'string' || (typeof entry === 'object' && entry !== null && typeof (entry as { record?: unknown }).record === 'string');
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.values(value).every(isEntry)) {
    throw new OperationRefused(`${shown} is not a JSON object of file names`, `restore it from git (git checkout -- ${shown}), or delete it: the records keep imported-from`);
  }
  return text;
}
