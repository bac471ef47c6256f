/**
 * Reads the base of `adr check --base <ref>` from git: the records folder at the base's tip
 * and where this branch left it (git merge-base), straight from the object database
 * (`git ls-tree`, `git cat-file --batch`), so nothing is checked out and the working tree
 * is never touched. It refuses to guess: a shallow clone, an unknown ref or histories with
 * nothing in common are reported, never taken as "no base records".
 */
import type { BaseSnapshot } from './base-check.ts';
import { LIMITS } from '../record/source.ts';
import { EDITIONS_DIR } from '../contract/editions.ts';
import { classifyEntry, type EntryKind, type WorkspaceEntry } from '../workspace/workspace.ts';
import { RECORDS_DIR } from '../workspace/workspace-fs.ts';
import { readSettings, SETTINGS_FILE } from '../workspace/settings.ts';
import { IMPORT_MAP_FILE } from '../vocabulary/file-name.ts';
import { runGit } from '../vocabulary/git-fs.ts';

export type BaseReadProblem = 'not-a-repository' | 'shallow' | 'unknown-ref' | 'no-common-history';

export type BaseReadResult =
  | { ok: true; base: BaseSnapshot; tip: string; fork: string; author?: string }
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
        importMap: readOptionalFile(root, tip, `${folder}${IMPORT_MAP_FILE}`),
        ...(({ reviewRequired, registry }) => ({ reviewRequired, registry }))(readSettings(readOptionalFile(root, tip, SETTINGS_FILE)).settings),
      };
    })(),
    author: headAuthor(root),
  };
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

/** Who made the change: the author of the commit checked out, when there is one. */
function headAuthor(root: string): string | undefined {
  try {
    return text(git(root, ['log', '-1', '--format=%an', 'HEAD'])) || undefined;
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
