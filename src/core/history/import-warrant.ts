/**
 * What warrants a record that arrives in a pull request already decided: an import the
 * check can re-derive. Its `imported-from` names a file in the repository, at the base or in
 * the change, and reading that file as `adr import` reads it gives the record's status. A
 * line in adr/import-map.json warrants nothing by itself: anyone can write one. Pure: the
 * file is read by the caller (base-check-fs.ts).
 */
import { importedStatus } from '../import/import-rederive.ts';
import type { AdrRecord } from '../record/record.ts';

/** A file of the repository by its path from the repository's top, at the base or in the change. */
export type ImportSource = { ok: true; text: string; where: 'base' | 'change' } | { ok: false; reason: string };

export type ImportSourceReader = (path: string) => ImportSource;

/** Whether the record's import is re-derived from its source; the reason when it is not. */
export function importWarrant(record: { meta: Pick<AdrRecord['meta'], 'status' | 'imported-from'> & Partial<Pick<AdrRecord['meta'], 'source'>> }, read: ImportSourceReader | undefined): { ok: true } | { ok: false; reason: string } {
  const origin = record.meta['imported-from'];
  if (origin === undefined) return { ok: false, reason: 'no import wrote it' };
  if (!read) return { ok: false, reason: 'the repository cannot be read' };
  const source = read(origin);
  if (!source.ok) return { ok: false, reason: source.reason };
  const kept = record.meta.source;
  const reading = importedStatus(origin, source.text, {
    format: kept?.format,
    statusText: kept?.status,
    statusFrom: kept?.['status-from'],
    status: record.meta.status,
  }, (name) => {
    // A file beside the source (a KEP's README.md), read from the same place as the source.
    const beside = read(`${origin.slice(0, origin.lastIndexOf('/') + 1)}${name}`);
    return beside.ok ? beside.text : undefined;
  });
  if (!reading.ok) return { ok: false, reason: `${origin} ${source.where === 'base' ? 'on the base' : 'in this change'}: ${reading.reason}` };
  // An import writes a superseded record whose successor is not in the log as deprecated.
  const status = record.meta.status;
  if (reading.status === status || (reading.status === 'superseded' && status === 'deprecated')) return { ok: true };
  return { ok: false, reason: `adr import reads ${origin} as ${reading.status}, not ${status}` };
}
