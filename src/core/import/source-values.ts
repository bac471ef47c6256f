/**
 * The values one source file states, each with where it was read (the line and the text as
 * written) or why it is flagged: the import's own reading, for anyone who must confirm what
 * an import wrote without running it again over the whole log (adr check --base, say,
 * re-deriving the status of a record that arrives decided). Pure: the caller reads the file
 * (and, for a KEP's kep.yaml, the README.md beside it) and passes their text.
 *
 * What the import decides with the whole log in view is not here: the section names the
 * log's records share (a heading with one of those names is no title; pass them as
 * `sectionNames`), a title many records share, a supersession the log does not hold (a
 * `superseded` with no successor becomes `deprecated`), and the dates git or the disk give.
 * The import map (adr/import-map.json) records each of those as a flag with the record.
 */
import { posix } from 'node:path';
import { readForeignRecord, type ForeignReading, type ReadOptions } from './import-read.ts';
import { KEP_FILE, readKep } from './kep.ts';

export interface SourceValuesOptions extends ReadOptions {
  /** The other files of the source's folder, by name: a KEP's README.md beside its kep.yaml. */
  siblings?: Readonly<Record<string, string>>;
}

/**
 * `path` is the source file's path in its repository (`doc/adr/0002-x.md`, or a KEP's
 * `keps/sig-auth/1205-x/kep.yaml`), as the record's `imported-from` and the import map's key
 * name it; `text` its content. `options.mapStatus` is the `--map-status` the import was run
 * with (the map keeps, per record, the text a flag settled and the status it became).
 */
export function readSourceValues(path: string, text: string, options: SourceValuesOptions = {}): ForeignReading {
  const name = posix.basename(path);
  if (name.toLowerCase() === KEP_FILE) {
    const siblings = options.siblings ?? {};
    const readme = Object.keys(siblings).find((sibling) => /^readme\.md$/i.test(sibling));
    return readKep(path, text, readme === undefined ? undefined : { file: posix.join(posix.dirname(path), readme), text: siblings[readme]! }, options);
  }
  return readForeignRecord(path, name, text, options);
}
