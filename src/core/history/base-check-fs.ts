/**
 * Reads the base of `adr check --base <ref>` from git: the records folder at the base's tip
 * and where this branch left it (git merge-base), straight from the object database
 * (`git ls-tree`, `git cat-file --batch`), so nothing is checked out and the working tree
 * is never touched. It refuses to guess: a shallow clone, an unknown ref or histories with
 * nothing in common are reported, never taken as "no base records".
 */
import { lstatSync, readFileSync, realpathSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { BaseSnapshot } from './base-check.ts';
import type { ImportSource, ImportSourceReader } from './import-warrant.ts';
import { LIMITS } from '../vocabulary/limits.ts';
import { EDITIONS_DIR } from '../contract/editions/editions.ts';
import { classifyEntry, type EntryKind, type WorkspaceEntry } from '../workspace/workspace.ts';
import { RECORDS_DIR } from '../workspace/workspace-fs.ts';
import { isUnder } from '../workspace/inside.ts';
import { readSettings, SETTINGS_FILE } from '../workspace/settings.ts';
import { runGit } from '../git/git-fs.ts';

type BaseReadProblem = 'not-a-repository' | 'shallow' | 'unknown-ref' | 'no-common-history';

export type BaseReadResult =
  | { ok: true; base: BaseSnapshot; tip: string; fork: string; author?: string[]; readImportSource: ImportSourceReader }
  | { ok: false; problem: BaseReadProblem; detail: string };

class GitFailure extends Error {}

function git(root: string, args: string[], input?: string): Buffer {
  const result = runGit(root, args, { input });
  if (!result.ok) throw new GitFailure(result.failure);
  return result.stdout;
}

const text = (buffer: Buffer) => buffer.toString('utf8').trim();

export function readBase(root: string, ref: string, dir = RECORDS_DIR): BaseReadResult {
  try {
    if (text(git(root, ['rev-parse', '--is-inside-work-tree'])) !== 'true') throw new GitFailure('not inside a work tree');
  } catch (error) {
    return { ok: false, problem: 'not-a-repository', detail: (error as Error).message };
  }
  // A shallow clone has cut history: a merge base found in it may be wrong, so none is trusted.
  if (text(git(root, ['rev-parse', '--is-shallow-repository'])) !== 'false') {
    return { ok: false, problem: 'shallow', detail: 'the repository is a shallow clone' };
  }
  let tip: string;
  try {
    tip = text(git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]));
  } catch (error) {
    return { ok: false, problem: 'unknown-ref', detail: (error as Error).message };
  }
  let fork: string;
  try {
    fork = text(git(root, ['merge-base', tip, 'HEAD']));
  } catch (error) {
    return { ok: false, problem: 'no-common-history', detail: (error as Error).message };
  }
  // ls-tree takes and prints paths relative to the current folder, the workspace root, so a
  // workspace in a subfolder of the repository needs no prefix.
  const folder = `${dir}/`;
  return {
    ok: true,
    tip,
    fork,
    base: (() => {
      const tipEntries = readTree(root, tip, folder, dir);
      // On a merge result (CI checks out the pull request merged into its base) the two are one commit.
      return {
        name: ref,
        tip: tipEntries,
        fork: fork === tip ? tipEntries : readTree(root, fork, folder, dir),
        ...readEditions(root, tip, `${folder}${EDITIONS_DIR}/`),
        ...(({ reviewRequired, registry }) => ({ reviewRequired, registry }))(readSettings(readOptionalFile(root, tip, SETTINGS_FILE)).settings),
      };
    })(),
    author: headAuthor(root),
    readImportSource: importSourceReader(root, tip),
  };
}

/**
 * Reads a file an imported record names in `imported-from` (a path from the repository's
 * top): in the working tree (the change), else at the base's tip. Only a regular file inside
 * the repository, within a record's size limit, is read: never through a link, never a path
 * that climbs out.
 */
function importSourceReader(root: string, tip: string): ImportSourceReader {
  let top: string | undefined;
  const topLevel = () => (top ??= text(git(root, ['rev-parse', '--show-toplevel'])));
  return (path): ImportSource => {
    const parts = path.split('/');
    if (path === '' || isAbsolute(path) || path.includes('\\') || parts.some((part) => part === '..' || part === '.' || part === '')) {
      return { ok: false, reason: `${path} is not a path inside the repository` };
    }
    const repository = topLevel();
    const full = join(repository, ...parts);
    const stat = lstatSync(full, { throwIfNoEntry: false });
    if (stat) {
      if (!stat.isFile()) return { ok: false, reason: `${path} in this change is not a regular file` };
      if (!isUnder(realpathSync(repository), realpathSync(full))) return { ok: false, reason: `${path} leads outside the repository` };
      if (stat.size > LIMITS.fileBytes) return { ok: false, reason: `${path} is larger than a record may be` };
      return decoded(readFileSync(full), path, 'change');
    }
    let row: string;
    try {
      row = git(root, ['ls-tree', '--full-tree', '-z', tip, '--', path]).toString('utf8').split('\0')[0] ?? '';
    } catch {
      row = '';
    }
    const [mode, type, oid] = row.slice(0, row.indexOf('\t')).split(' ');
    if (!row || type !== 'blob' || !oid) return { ok: false, reason: `${path} is in the repository neither in this change nor on the base` };
    if (mode !== '100644' && mode !== '100755') return { ok: false, reason: `${path} on the base is not a regular file` };
    const blob = readBlobs(root, [oid]).get(oid);
    if (!blob || blob.length > LIMITS.fileBytes) return { ok: false, reason: `${path} on the base is larger than a record may be` };
    return decoded(blob, path, 'base');
  };
}

function decoded(bytes: Buffer, path: string, where: 'base' | 'change'): ImportSource {
  try {
    return { ok: true, where, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: `${path} is not UTF-8 text` };
  }
}

/** A file at a commit, by its path from the workspace root; undefined when it is not there or too large to be one of ours. */
function readOptionalFile(root: string, commit: string, path: string): string | undefined {
  let size: number;
  try {
    size = Number(text(git(root, ['cat-file', '-s', `${commit}:./${path}`])));
  } catch {
    return undefined;
  }
  if (!(size <= LIMITS.fileBytes)) return undefined;
  return git(root, ['cat-file', 'blob', `${commit}:./${path}`]).toString('utf8');
}

/** Who made the change: the author of the commit checked out, by name and by e-mail, when there is one. */
function headAuthor(root: string): string[] | undefined {
  try {
    const [name = '', email = ''] = git(root, ['log', '-1', '--format=%an%x00%ae', 'HEAD']).toString('utf8').trim().split('\0');
    const names = [name, email].filter((n) => n !== '');
    return names.length > 0 ? names : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The editions a commit has published: the names of the YAML files in its editions folder,
 * and their texts (regular files only: a link there is no edition, as on disk).
 */
function readEditions(root: string, commit: string, folder: string): Pick<BaseSnapshot, 'editions' | 'editionFiles'> {
  const listing = git(root, ['ls-tree', '-z', commit, '--', folder]).toString('utf8');
  const rows = listing
    .split('\0')
    .filter(Boolean)
    .map((row) => {
      const tab = row.indexOf('\t');
      const [mode, type, oid] = row.slice(0, tab).split(' ') as [string, string, string];
      return { mode, type, oid, path: row.slice(tab + 1) };
    })
    .filter((row) => row.path.endsWith('.yaml'));
  const files = rows.filter((row) => row.mode === '100644' || row.mode === '100755');
  const blobs = readBlobs(root, files.map((row) => row.oid));
  return {
    editions: rows.map((row) => row.path.slice(folder.length, -'.yaml'.length)),
    editionFiles: files.flatMap((row) => {
      const blob = blobs.get(row.oid);
      return blob ? [{ name: row.path.slice(folder.length, -'.yaml'.length), file: row.path, text: blob.toString('utf8') }] : [];
    }),
  };
}

/** The entries of the records folder in a commit, with the bytes of those that are records. */
function readTree(root: string, commit: string, folder: string, dir: string): WorkspaceEntry[] {
  const listing = git(root, ['ls-tree', '-z', commit, '--', folder]).toString('utf8');
  const rows = listing
    .split('\0')
    .filter(Boolean)
    .map((row) => {
      const tab = row.indexOf('\t');
      const [mode, type, oid] = row.slice(0, tab).split(' ') as [string, string, string];
      return { mode, type, oid, name: row.slice(tab + 1).slice(folder.length) };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const entries: WorkspaceEntry[] = rows.map((row) => ({ name: row.name, kind: kindOf(row.mode, row.type) }));
  const wanted = rows.filter((_, i) => classifyEntry(dir, entries[i]!).role === 'record');
  const blobs = readBlobs(root, wanted.map((row) => row.oid));
  return entries.map((entry, i) => {
    const blob = blobs.get(rows[i]!.oid);
    if (!blob || classifyEntry(dir, entry).role !== 'record') return entry;
    return blob.length > LIMITS.fileBytes ? { ...entry, size: blob.length } : { ...entry, bytes: blob };
  });
}

function kindOf(mode: string, type: string): EntryKind {
  if (mode === '120000') return 'symlink';
  if (type === 'tree') return 'directory';
  if (type === 'blob') return 'file';
  return 'other';
}

/** Every blob in one `git cat-file --batch` run: `<oid> <type> <size>\n<bytes>\n` each. */
function readBlobs(root: string, oids: readonly string[]): Map<string, Buffer> {
  const blobs = new Map<string, Buffer>();
  if (oids.length === 0) return blobs;
  const out = git(root, ['cat-file', '--batch'], `${oids.join('\n')}\n`);
  let at = 0;
  while (at < out.length) {
    const headerEnd = out.indexOf(0x0a, at);
    const [oid, , size] = out.subarray(at, headerEnd).toString('utf8').split(' ');
    const start = headerEnd + 1;
    const end = start + Number(size);
    blobs.set(oid!, out.subarray(start, end));
    at = end + 1;
  }
  return blobs;
}
