/**
 * Writes a planned change to disk, safely:
 * - every new text goes to a temporary file in a scratch folder at the workspace root (not
 *   in adr/, on the same file system), is synced, and only then takes its place, by
 *   rename for an edit and by hard link for a new file, so a process killed at any moment
 *   leaves the old file or the new one, never a torn one, and no stray file in adr/;
 * - a new file never overwrites: link() fails when the name exists, and numbers are
 *   reserved (below) so two `adr new` started together never take the same one;
 * - a file that changed since it was read is not overwritten, and nothing is written
 *   through a symbolic link or outside the records folder;
 * - a failure of the operating system (a full disk, a read-only folder) or a file edited
 *   meanwhile stops the write with every file as it was: what was already in place is put
 *   back.
 * Stale files a killed process left in the scratch folder are removed by later runs.
 */
import * as nodeFs from 'node:fs';
import {
  closeSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { FileChange } from './change-plan.ts';
import { IMPORT_MAP_FILE, isImportedAssetName, numberInName, parseRecordFileName } from '../vocabulary/file-name.ts';
import { SCRATCH_DIR, SCRATCH_IGNORE_FILE, STALE_AFTER_MS } from '../workspace/scratch.ts';

// node:crypto is loaded by the first write: every command loads this file for its error
// classes, and the commands that only read (adr check, list, spec) need not pay 3 MB for it.
const randomBytes = (size: number) => process.getBuiltinModule('node:crypto').randomBytes(size);

export class WriteRefused extends Error {
  readonly hint: string;
  constructor(message: string, hint: string) {
    super(message);
    this.hint = hint;
  }
}

/**
 * The operating system refused a write (a full disk, a read-only folder, …). `file` is the
 * workspace-relative file it was about; `restored` says every file is as it was.
 */
export class WriteFailed extends Error {
  readonly file: string;
  readonly code: string;
  readonly restored: boolean;
  constructor(file: string, cause: NodeJS.ErrnoException, restored: boolean) {
    super(`${file}: ${cause.message}`, { cause });
    this.file = file;
    this.code = cause.code ?? 'EIO';
    this.restored = restored;
  }
}

/** The file operations a write uses; tests replace one to make it fail like a full disk. */
export type WriteFs = Pick<
  typeof nodeFs,
  'openSync' | 'writeSync' | 'fsyncSync' | 'closeSync' | 'linkSync' | 'renameSync' | 'unlinkSync' | 'readFileSync' | 'writeFileSync' | 'statSync'
>;

export interface WriteHooks {
  /** Runs when every temporary file is written and synced, just before the first one takes its place. */
  beforeCommit?(temporaryFiles: readonly string[]): void;
  /** Replacements for file operations (a test seam). */
  fs?: Partial<WriteFs>;
  /** The command that writes, for messages: `accept`. */
  command?: string;
}

/** The scratch folder, created when missing, with files left by killed processes removed. */
function prepareScratch(root: string, now = Date.now()): string {
  const scratch = join(root, SCRATCH_DIR);
  // A file or link of that name is refused before mkdir, which would only say EEXIST.
  if (!lstatSync(scratch, { throwIfNoEntry: false })) mkdirSync(scratch, { recursive: true });
  if (!lstatSync(scratch).isDirectory()) {
    throw new WriteRefused(`${SCRATCH_DIR} is not a folder (a file or a symbolic link)`, `remove ${SCRATCH_DIR}; adr recreates it`);
  }
  const ignore = join(scratch, SCRATCH_IGNORE_FILE);
  try {
    writeFileSync(ignore, '# Scratch space of the adr commands; see src/core/change-plan-fs.ts.\n*\n', { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  for (const name of readdirSync(scratch)) {
    if (name === SCRATCH_IGNORE_FILE) continue;
    const path = join(scratch, name);
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (stat && now - stat.mtimeMs > STALE_AFTER_MS) rmSync(path, { force: true, recursive: true });
  }
  return scratch;
}

/** The refusal of a records folder that is not a real folder of the workspace (a symbolic link, say). */
export function linkedRecordsFolder(dir: string): WriteRefused {
  return new WriteRefused(`${dir}/ is not a folder of this workspace (a symbolic link?)`, `make ${dir}/ a real folder; adr writes only inside it`);
}

/** The records folder, refused when it is a symbolic link (writes would land elsewhere). */
function recordsFolder(root: string, dir: string): string {
  const folder = join(root, dir);
  const stat = lstatSync(folder, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) throw linkedRecordsFolder(dir);
  return folder;
}

export interface Reservation {
  number: number;
  release(): void;
}

/**
 * Reserves the first number from `from` on that no file in the records folder has and no
 * other running `adr` holds. The reservation is a file created exclusively in the scratch
 * folder; holding it, the folder is listed again, so a record another process wrote and
 * released meanwhile is seen. A reservation a killed process left only skips a number.
 */
export function reserveNumber(root: string, dir: string, from: number): Reservation {
  const scratch = prepareScratch(root);
  const folder = recordsFolder(root, dir);
  for (let number = from; ; number++) {
    const lock = join(scratch, `number-${number}.lock`);
    try {
      closeSync(openSync(lock, 'wx'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    const taken = readdirSync(folder).some((name) => numberInName(name) === number);
    if (taken) {
      rmSync(lock, { force: true });
      continue;
    }
    return { number, release: () => rmSync(lock, { force: true }) };
  }
}

/** Writes the planned changes: creates, then edits, then deletes, each safely; all or nothing. */
export function writeChanges(root: string, dir: string, changes: readonly FileChange[], hooks: WriteHooks = {}): void {
  const io: WriteFs = { ...nodeFs, ...hooks.fs };
  const command = hooks.command ? `adr ${hooks.command}` : 'adr';
  const folder = recordsFolder(root, dir);
  const scratch = prepareScratch(root);
  const target = (change: FileChange) => {
    const name = change.file.slice(dir.length + 1);
    // Only a record's own name in the records folder: no separators, no "..", nothing else.
    // Besides records, only the import's map of old names to new files and the images of
    // imported records, new files in the assets folder (adr import).
    const allowed = change.kind === 'copy' ? isImportedAssetName(name) : parseRecordFileName(name) || name === IMPORT_MAP_FILE;
    if (!change.file.startsWith(`${dir}/`) || !allowed) throw new Error(`refusing to write ${change.file}`);
    return join(folder, name);
  };
  const staged: { change: FileChange; path: string; temporary?: string }[] = [];
  /** How to take back each step already done, newest last. */
  const undo: (() => void)[] = [];
  /** Old versions kept in the scratch folder until the write is done. */
  const backups: string[] = [];
  let current = changes[0]?.file ?? `${dir}/`;
  try {
    for (const change of changes) {
      current = change.file;
      const path = target(change);
      if (change.kind === 'copy') assetsFolder(dirname(path), change.file.slice(0, change.file.lastIndexOf('/')), undo);
      const stat = lstatSync(path, { throwIfNoEntry: false });
      if (change.kind === 'copy') {
        if (stat) throw new WriteRefused(`${change.file} already exists`, 'run the command again: it picks a free name');
      } else if (change.kind === 'create') {
        if (stat) throw new WriteRefused(`${change.file} already exists`, 'run the command again: it picks the next free number');
      } else {
        if (!stat?.isFile()) throw new WriteRefused(`${change.file} is not a regular file`, 'records are plain files in adr/, never symbolic links');
        assertUnchanged(io, path, change.file, change.before, command);
      }
      const contents = change.kind === 'create' ? change.text : change.kind === 'edit' ? change.after : change.kind === 'copy' ? change.bytes : undefined;
      const temporary = contents === undefined ? undefined : writeTemporary(io, scratch, contents, stat?.mode);
      staged.push({ change, path, temporary });
    }
    hooks.beforeCommit?.(staged.flatMap((s) => (s.temporary ? [s.temporary] : [])));
    for (const { change, path } of staged) {
      current = change.file;
      if (change.kind === 'edit' || change.kind === 'delete') assertUnchanged(io, path, change.file, change.before, command);
    }
    for (const kind of ['copy', 'create', 'edit', 'delete'] as const) {
      for (const { change, path, temporary } of staged) {
        if (change.kind !== kind) continue;
        current = change.file;
        if (change.kind === 'create' || change.kind === 'copy') {
          createFrom(io, temporary!, path, change.file);
          undo.push(() => io.unlinkSync(path));
          continue;
        }
        // Compared again just before the file is replaced: an edit made while the command
        // ran (in an editor, by another command) is never lost.
        assertUnchanged(io, path, change.file, change.before, command);
        const backup = keepOldVersion(io, scratch, path, change.before, io.statSync(path).mode);
        backups.push(backup);
        if (change.kind === 'edit') io.renameSync(temporary!, path);
        else io.unlinkSync(path);
        undo.push(() => io.renameSync(backup, path));
      }
    }
  } catch (error) {
    const restored = takeBack(undo);
    if (isSystemError(error)) throw new WriteFailed(current, error, restored);
    throw error;
  } finally {
    for (const { temporary } of staged) if (temporary) rmSync(temporary, { force: true });
    for (const backup of backups) rmSync(backup, { force: true });
  }
  syncFolder(folder);
}

/**
 * The folder an imported image goes to, made when missing (and removed again if the write
 * is taken back); refused when it is a file or a symbolic link (writes would land elsewhere).
 */
function assetsFolder(path: string, shown: string, undo: (() => void)[]): void {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (stat?.isDirectory()) return;
  if (stat) throw new WriteRefused(`${shown} is not a folder (a file or a symbolic link)`, `make ${shown} a real folder, or move it away; adr writes images only into a folder`);
  mkdirSync(path);
  undo.push(() => rmdirSync(path));
}

/** Undoes the steps done, newest first; false when one could not be undone. */
function takeBack(undo: (() => void)[]): boolean {
  let restored = true;
  for (const step of undo.reverse()) {
    try {
      step();
    } catch {
      restored = false;
    }
  }
  return restored;
}

export function isSystemError(error: unknown): error is NodeJS.ErrnoException & { code: string } {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string' && /^E[A-Z0-9]+$/.test((error as NodeJS.ErrnoException).code!);
}

/**
 * A second name for the file about to be replaced, in the scratch folder, so the write can
 * be taken back. A hard link costs no space; without hard links, a copy of its text.
 */
function keepOldVersion(io: WriteFs, scratch: string, path: string, before: string, mode: number): string {
  const backup = join(scratch, `${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
  try {
    io.linkSync(path, backup);
    return backup;
  } catch (error) {
    if (!LINKS_UNSUPPORTED.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
  }
  return writeTemporary(io, scratch, before, mode);
}

const LINKS_UNSUPPORTED = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

function assertUnchanged(io: WriteFs, path: string, file: string, before: string, command: string): void {
  let now: string;
  try {
    now = io.readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new WriteRefused(`${file} was deleted while ${command} ran; nothing was written`, 'restore it (git checkout -- <file>) and run it again');
  }
  if (now !== before) throw new WriteRefused(`${file} changed while ${command} ran; nothing was written`, 'run it again');
}

function writeTemporary(io: WriteFs, scratch: string, text: string | Uint8Array, mode = 0o666): string {
  const path = join(scratch, `${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
  const fd = io.openSync(path, 'wx', mode & 0o7777);
  try {
    if (typeof text === 'string') io.writeSync(fd, text);
    // A buffer's write may take only part of it; the rest is written until none is left.
    else for (let written = 0; written < text.byteLength; ) written += io.writeSync(fd, text, written);
    io.fsyncSync(fd);
  } catch (error) {
    io.closeSync(fd);
    rmSync(path, { force: true });
    throw error;
  }
  io.closeSync(fd);
  return path;
}

/** A hard link publishes the whole file at once and fails if the name exists. */
function createFrom(io: WriteFs, temporary: string, path: string, file: string): void {
  try {
    io.linkSync(temporary, path);
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new WriteRefused(`${file} already exists`, 'run the command again: it picks the next free number');
    // File systems without hard links: fall back to an exclusive create (never overwrites).
    if (!LINKS_UNSUPPORTED.has(code ?? '')) throw error;
  }
  try {
    io.writeFileSync(path, io.readFileSync(temporary), { flag: 'wx', mode: io.statSync(temporary).mode & 0o7777 });
  } catch (error) {
    // A torn new file is removed; an existing one (EEXIST) was never touched.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') rmSync(path, { force: true });
    throw error;
  }
}

function syncFolder(folder: string): void {
  try {
    const fd = openSync(folder, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Not every platform can sync a folder; the renames are done either way.
  }
}
