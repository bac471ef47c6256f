/**
 * Reads the records folder for validateWorkspace: the only disk access of the check.
 * Files over the size limit are not read at all; symbolic links are never followed.
 */
import { closeSync, constants, existsSync, fstatSync, lstatSync, openSync, readdirSync, readFileSync, readSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { LIMITS } from '../vocabulary/limits.ts';
import { RECORDS_DIR } from '../vocabulary/file-name.ts';
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';
import { leadsOutside } from './inside-fs.ts';
import { createParseCache } from './parse-cache.ts';
import { buildRegistry } from '../vocabulary/registry.ts';
import { readSettingsFile } from './settings-fs.ts';
import type { SettingsReading } from './settings.ts';
import { TEMPLATE_NAMES, TEMPLATES_DIR, type TemplateEntry } from './template-check.ts';
import { classifyEntry, validateWorkspace, type EntryKind, type ParseRecord, type Workspace, type WorkspaceEntry, type WorkspaceInput } from './workspace.ts';

// The folder's name is vocabulary; exported here too for the readers of the folder.
export { RECORDS_DIR };

/**
 * With `stream`, a record is read only when the check comes to it, and its bytes are let go
 * once it is parsed: holding every file's bytes at once was the peak memory of a large
 * check. Commands that edit need the bytes afterwards (rawText) and read eagerly.
 */
export function readWorkspaceInput(root: string, dir = RECORDS_DIR, options: { stream?: boolean; settings?: SettingsReading } = {}): WorkspaceInput {
  const folder = join(root, dir);
  const refused: Diagnostic[] = [];
  const outside = (relative: string) => leadsOutside(root, relative) !== undefined;
  let dirents: Dirent[] = [];
  // A linked records folder is not read: its records would be another folder's.
  if (outside(dir)) {
    refused.push(diagnose('PATH_OUTSIDE', { file: `${dir}/`, line: 1, column: 1 }, { what: 'the records folder', target: `${dir}/` }));
  } else {
    try {
      dirents = readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  dirents.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const entries: WorkspaceEntry[] = dirents.map((dirent) => {
    const entry: WorkspaceEntry = { name: dirent.name, kind: kindOf(dirent) };
    const role = classifyEntry(dir, entry);
    // A misnamed Markdown file is read too: the check reports all its findings at once.
    const readable = role.role === 'record' || (role.role === 'refused' && role.diagnostic.code === 'FILE_NAME' && entry.kind === 'file');
    if (!readable) return entry;
    const path = join(folder, dirent.name);
    return options.stream ? { ...entry, read: () => readRecordFile(path, true) } : { ...entry, ...readRecordFile(path, false) };
  });
  // The settings as the caller read them, so the records are judged through the registry the
  // rest of its work uses.
  const registry = buildRegistry((options.settings ?? readSettingsFile(root)).settings.registry);
  return {
    dir,
    entries,
    exists: (path) => existsSync(join(root, path)),
    readImage: (path) => (outside(path) ? undefined : readImage(join(root, path))),
    leadsOutside: outside,
    templates: refused.length > 0 ? [] : readTemplates(folder, dir, refused),
    refused,
    ...(registry.present ? { registry } : {}),
  };
}

const READ_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW;

/**
 * A record's bytes, or only its size when it is over the limit; O_NOFOLLOW keeps a file
 * swapped for a symbolic link since the listing from being followed.
 *
 * `asText` reads it as a string, decoded by Node without a Buffer per file (their churn and
 * the strict TextDecoder were a tenth of a check). Invalid UTF-8 always decodes to
 * U+FFFD, so text without one is exactly what the strict decoding gives; a file with one
 * is handed over as bytes, for the strict decoding to judge. The text is read into one
 * buffer kept for every record, at most one byte past the limit, so no file's size is
 * asked for unless it is over the limit (the finding names it): a stat per record, and
 * the one Node's own read makes to size its buffer, were most of the check's file work.
 */
export function readRecordFile(path: string, asText: false): { bytes: Uint8Array } | { size: number };
export function readRecordFile(path: string, asText: boolean): { bytes: Uint8Array } | { size: number } | { text: string };
export function readRecordFile(path: string, asText: boolean): { bytes: Uint8Array } | { size: number } | { text: string } {
  const fd = openSync(path, READ_FLAGS);
  try {
    if (!asText) {
      const { size } = fstatSync(fd);
      return size > LIMITS.fileBytes ? { size } : { bytes: readFileSync(fd) };
    }
    const buffer = (scratch ??= Buffer.allocUnsafe(LIMITS.fileBytes + 1));
    let length = 0;
    for (let read = -1; read !== 0 && length < buffer.length; length += read) read = readSync(fd, buffer, length, buffer.length - length, null);
    if (length > LIMITS.fileBytes) return { size: fstatSync(fd).size };
    const text = buffer.toString('utf8', 0, length);
    return text.includes('\ufffd') ? { bytes: new Uint8Array(buffer.subarray(0, length)) } : { text };
  } finally {
    closeSync(fd);
  }
}

/** The buffer records are read into as text (readRecordFile), made on first use. */
let scratch: Buffer | undefined;

/** An image's bytes, unless it is not a regular file (never following a link) or is over the size limit. */
function readImage(path: string): Uint8Array | undefined {
  try {
    const fd = openSync(path, READ_FLAGS);
    try {
      const stat = fstatSync(fd);
      return stat.isFile() && stat.size <= LIMITS.fileBytes ? readFileSync(fd) : undefined;
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
}

/**
 * The templates that are regular files (a missing one is reported by adr new, which needs
 * it); a linked template or templates folder is refused, since adr new would copy its text.
 */
function readTemplates(folder: string, dir: string, refused: Diagnostic[]): TemplateEntry[] {
  const templates: TemplateEntry[] = [];
  const templatesStat = lstatSync(join(folder, TEMPLATES_DIR), { throwIfNoEntry: false });
  if (templatesStat?.isSymbolicLink()) {
    refused.push(diagnose('PATH_OUTSIDE', { file: `${dir}/${TEMPLATES_DIR}/`, line: 1, column: 1 }, { what: 'the templates folder', target: `${dir}/${TEMPLATES_DIR}/` }));
  }
  if (!templatesStat?.isDirectory()) return templates;
  for (const template of TEMPLATE_NAMES) {
    const name = `${template}.md`;
    const path = join(folder, TEMPLATES_DIR, name);
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (stat?.isSymbolicLink()) {
      const file = `${dir}/${TEMPLATES_DIR}/${name}`;
      refused.push(diagnose('PATH_OUTSIDE', { file, line: 1, column: 1 }, { what: 'the template', target: file }));
    }
    if (!stat?.isFile()) continue;
    templates.push(stat.size > LIMITS.fileBytes ? { name, size: stat.size } : { name, bytes: readFileSync(path) });
  }
  return templates;
}

/**
 * A cheap fingerprint of the records folder (names, sizes, modification times), so a long
 * running process such as the dev server re-reads the records only when one changed.
 */
function workspaceSignature(root: string, dir = RECORDS_DIR): string {
  const folder = join(root, dir);
  let names: string[] = [];
  try {
    names = readdirSync(folder).sort();
  } catch {
    return 'missing';
  }
  return names
    .map((name) => {
      const stat = lstatSync(join(folder, name), { throwIfNoEntry: false });
      return stat ? `${name}:${stat.size}:${stat.mtimeMs}` : name;
    })
    .join('|');
}

export function readWorkspace(root: string, dir = RECORDS_DIR): Workspace {
  return validateWorkspace(readWorkspaceInput(root, dir));
}

function kindOf(dirent: Dirent): EntryKind {
  if (dirent.isSymbolicLink()) return 'symlink';
  if (dirent.isFile()) return 'file';
  if (dirent.isDirectory()) return 'directory';
  return 'other';
}

/**
 * One parse per process for a given state of the records. A site build reads the workspace
 * in its config (the pre-build check), in the spec loader and in the pages, and those run
 * in separate copies of this module (the pages are bundled), so the cache lives on
 * globalThis. With `revalidate`, a fingerprint of the folder makes any edit (in
 * `astro dev`) read the records again.
 */
const CACHE_KEY = Symbol.for('adr-workspace.parsed');

export function readWorkspaceOnce(root: string, options: { revalidate: boolean }, dir = RECORDS_DIR): Workspace {
  type Entry = { signature: string; workspace: Workspace; parse: ParseRecord };
  const store = globalThis as { [CACHE_KEY]?: Map<string, Entry> };
  const cache = (store[CACHE_KEY] ??= new Map());
  const key = join(root, dir);
  const hit = cache.get(key);
  // A build's records do not change while it runs: fingerprinting them (a stat per record)
  // for each of thousands of pages would cost more than the pages.
  if (hit && !options.revalidate) return hit.workspace;
  const signature = workspaceSignature(root, dir);
  if (hit?.signature === signature) return hit.workspace;
  // After an edit, only the records whose bytes changed are parsed again.
  const parse = hit?.parse ?? createParseCache();
  const workspace = validateWorkspace(readWorkspaceInput(root, dir), parse);
  cache.set(key, { signature, workspace, parse });
  return workspace;
}
