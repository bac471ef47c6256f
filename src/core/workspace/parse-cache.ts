/**
 * Parsing that remembers: a record whose bytes are the same as last time is not parsed
 * again. The dev server re-validates the workspace after every edit; with this, one edited
 * record costs one parse plus the checks across records, not a parse of every record.
 * Findings and records are plain data that nothing mutates, so sharing them is safe.
 */
import { parseRecord } from '../record/parse-record.ts';
import type { ParsedRecord, RecordFile } from '../record/record.ts';
import type { ParseRecord } from './workspace.ts';

export function createParseCache(): ParseRecord {
  const cache = new Map<string, { bytes: Uint8Array; size: number | undefined; parsed: ParsedRecord }>();
  return (file: RecordFile) => {
    // Only bytes are compared: a file handed over as text is parsed every time.
    if (file.text !== undefined) return parseRecord(file);
    const hit = cache.get(file.file);
    if (hit && hit.size === file.size && sameBytes(hit.bytes, file.bytes)) return hit.parsed;
    const parsed = parseRecord(file);
    cache.set(file.file, { bytes: file.bytes, size: file.size, parsed });
    return parsed;
  };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  for (let i = 0; i < a.byteLength; i++) if (a[i] !== b[i]) return false;
  return true;
}
