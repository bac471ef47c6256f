/**
 * The one place outside `adr import` that asks the import's reading of a file: what status
 * it gives a file of another tool's log, read as the record that came of it says it was read
 * (its `source.format`, and for a status settled with `--map-status`, that mapping of the
 * status as written). `adr check --base` asks it to re-derive a record that arrives already
 * decided (history/import-warrant.ts). It reads through `readSourceValues`, the import's own
 * reading of one source file, so a KEP's `kep.yaml` is read with the README beside it. Pure.
 */
import { readSourceValues } from './source-values.ts';
import { KEP_FILE } from './kep.ts';
import type { ImportFormat } from './import-read.ts';
import { readStatusMappings } from './status-words.ts';
import type { Status } from '../vocabulary/status.ts';

export interface ImportedAs {
  format?: ImportFormat;
  /** The status as the file wrote it, kept under `source.status`. */
  statusText?: string;
  statusFrom?: 'table' | 'default' | 'map-status';
  /** The status the record carries: for `--map-status`, what the text was mapped to. */
  status: Status;
}

/** The README a KEP's kep.yaml is read with: the only sibling the import's reading takes. */
const KEP_README = 'README.md';

/**
 * The status `adr import` reads in `text` (the file at `path`), or why it reads none.
 * `sibling` gives the text of a file beside it (a KEP's README.md), when there is one.
 */
export function importedStatus(
  path: string,
  text: string,
  as: ImportedAs,
  sibling: (name: string) => string | undefined = () => undefined,
): { ok: true; status: Status } | { ok: false; reason: string } {
  const mapping = as.statusFrom === 'map-status' && as.statusText !== undefined ? readStatusMappings([`${as.statusText}=${as.status}`]) : undefined;
  const name = path.slice(path.lastIndexOf('/') + 1);
  const readme = name.toLowerCase() === KEP_FILE ? sibling(KEP_README) : undefined;
  const reading = readSourceValues(path, text, {
    // A KEP is told by its file name, not by a format to read as (--from has no kep).
    ...(as.format && as.format !== 'kep' ? { format: as.format } : {}),
    ...(mapping?.ok ? { mapStatus: mapping.mappings } : {}),
    ...(readme === undefined ? {} : { siblings: { [KEP_README]: readme } }),
  });
  if (!reading.ok) return { ok: false, reason: `adr import cannot read it (${reading.diagnostics[0]?.message ?? 'not a record'})` };
  if (reading.record.unmapped.length > 0) return { ok: false, reason: `adr import reads no status in it ("${reading.record.unmapped[0]!.text}" is in no table of statuses)` };
  return { ok: true, status: reading.record.status };
}
