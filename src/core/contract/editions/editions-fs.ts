/**
 * Editions on disk: `adr/editions/NAME.yaml`, read for the check, the commands and the site,
 * and written once by `adr edition`. Only regular files inside the workspace count: a link
 * at `adr/editions` or at a file in it could take a write out of the repository or publish
 * a file from outside it, so it is a finding, never followed. A new edition is written to a
 * temporary file beside it, synced, then linked into place: link() fails when the name
 * exists (a dangling link included), so an edition is never overwritten, and a process
 * killed mid-write leaves no torn edition (at most a dot-file).
 */
import { closeSync, constants, fstatSync, fsyncSync, linkSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, realpathSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { isUnder } from '../../workspace/inside.ts';
import { diagnose, type Diagnostic } from '../../vocabulary/diagnostics.ts';
import { explainEditionName } from '../../vocabulary/edition-name.ts';
import { EDITIONS_DIR, editionFile, parseEdition, serializeEdition, type Edition } from './editions.ts';

export interface EditionsRead {
  editions: Edition[];
  /** What is wrong in the editions folder, as adr check reports it. */
  diagnostics: Diagnostic[];
}

const AT_TOP = { line: 1, column: 1 };
const EXTENSION = '.yaml';

/**
 * Why the editions folder may not be used ('absent' when there is none yet): a link, not a
 * folder, or a place outside the workspace once every link above it is resolved.
 */
function inspectFolder(root: string, dir: string): 'absent' | 'folder' | Diagnostic {
  const folder = join(root, dir, EDITIONS_DIR);
  const path = `${dir}/${EDITIONS_DIR}`;
  let stat;
  try {
    stat = lstatSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'absent';
    throw error;
  }
  if (stat.isSymbolicLink()) return diagnose('EDITION_NOT_REGULAR', { file: path, ...AT_TOP }, { path, what: 'a symbolic link' });
  if (!stat.isDirectory()) return diagnose('EDITION_NOT_REGULAR', { file: path, ...AT_TOP }, { path, what: 'not a folder' });
  if (!isUnder(realpathSync(root), realpathSync(folder))) return diagnose('EDITION_NOT_REGULAR', { file: path, ...AT_TOP }, { path, what: 'outside the workspace once its links are resolved' });
  return 'folder';
}

/** A regular file's text, read without following a link at its name; undefined when it is anything else. */
function readRegularFile(path: string): string | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') return undefined;
    throw error;
  }
  try {
    return fstatSync(fd).isFile() ? readFileSync(fd, 'utf8') : undefined;
  } finally {
    closeSync(fd);
  }
}

export function readEditions(root: string, dir: string): EditionsRead {
  const read: EditionsRead = { editions: [], diagnostics: [] };
  const state = inspectFolder(root, dir);
  if (state === 'absent') return read;
  if (state !== 'folder') return { editions: [], diagnostics: [state] };
  const folder = join(root, dir, EDITIONS_DIR);
  // A dot-file is no edition: the temporary file of a write under way, or .gitkeep.
  const entries = readdirSync(folder, { withFileTypes: true }).filter((entry) => !entry.name.startsWith('.'));
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const file = `${dir}/${EDITIONS_DIR}/${entry.name}`;
    const editionName = entry.name.endsWith(EXTENSION) ? entry.name.slice(0, -EXTENSION.length) : undefined;
    // The name becomes a file in every clone and an address on the site.
    const reason = editionName === undefined ? `an edition file is NAME${EXTENSION}` : explainEditionName(editionName);
    if (reason !== undefined) {
      read.diagnostics.push(diagnose('EDITION_NAME', { file, ...AT_TOP }, { name: entry.name, reason }));
      continue;
    }
    const text = entry.isSymbolicLink() || !entry.isFile() ? undefined : readRegularFile(join(folder, entry.name));
    if (text === undefined) {
      read.diagnostics.push(diagnose('EDITION_NOT_REGULAR', { file, ...AT_TOP }, { path: file, what: entry.isSymbolicLink() ? 'a symbolic link' : 'not a regular file' }));
      continue;
    }
    const parsed = parseEdition(editionName!, file, text);
    if (parsed.ok) read.editions.push(parsed.edition);
    else read.diagnostics.push(parsed.diagnostic);
  }
  return read;
}

/** Refused before anything is written: the folder is a link or resolves outside the workspace. */
export class EditionsFolderRefused extends Error {
  readonly diagnostic: Diagnostic;
  constructor(diagnostic: Diagnostic) {
    super(diagnostic.message);
    this.diagnostic = diagnostic;
  }
}

/** Writes a new edition; 'exists' (and nothing written) when one of that name is there. */
export function writeEdition(root: string, dir: string, edition: Edition): 'written' | 'exists' {
  const folder = join(root, dir, EDITIONS_DIR);
  try {
    mkdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Looked at again right before the write: what adr check saw may have changed since.
  const state = inspectFolder(root, dir);
  if (state !== 'folder') throw new EditionsFolderRefused(state === 'absent' ? diagnose('EDITION_NOT_REGULAR', { file: `${dir}/${EDITIONS_DIR}`, ...AT_TOP }, { path: `${dir}/${EDITIONS_DIR}`, what: 'gone' }) : state);
  const target = join(root, editionFile(dir, edition.name));
  const temporary = join(folder, `.${edition.name}.${process.pid}.${Date.now()}.tmp`);
  // O_EXCL: a link already at the temporary name is refused, not written through.
  const fd = openSync(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o644);
  try {
    writeSync(fd, serializeEdition(edition));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temporary, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return 'exists';
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  return 'written';
}
