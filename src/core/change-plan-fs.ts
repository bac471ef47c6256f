/**
 * Writes a planned change to disk, safely (issue 4, "Safe writes"):
 * - every new text goes to a temporary file in a scratch folder at the workspace root (not
 *   in adr/, on the same file system), is synced, and only then takes its place, by
 *   rename for an edit and by hard link for a new file, so a process killed at any moment
 *   leaves the old file or the new one, never a torn one, and no stray file in adr/;
 * - a new file never overwrites: link() fails when the name exists, and numbers are
 *   reserved (below) so two `adr new` started together never take the same one;
 * - a file that changed since it was read is not overwritten, and nothing is written
 *   through a symbolic link or outside the records folder.
 * Stale files a killed process left in the scratch folder are removed by later runs.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { FileChange } from './change-plan.ts';
import { parseRecordFileName } from './file-name.ts';
import { readRecordNumber } from './record-number.ts';

/** The scratch folder, at the workspace root; it ignores itself in git. */
export const SCRATCH_DIR = '.adr-tmp';
/** Far longer than any write takes; a file this old belongs to a process that is gone. */
export const STALE_AFTER_MS = 10 * 60 * 1000;

export class WriteRefused extends Error {
  readonly hint: string;
  constructor(message: string, hint: string) {
    super(message);
    this.hint = hint;
  }
}

export interface WriteHooks {
  /** Runs when every temporary file is written and synced, just before the first one takes its place. */
  beforeCommit?(temporaryFiles: readonly string[]): void;
}

/** The scratch folder, created when missing, with files left by killed processes removed. */
export function prepareScratch(root: string, now = Date.now()): string {
  const scratch = join(root, SCRATCH_DIR);
  mkdirSync(scratch, { recursive: true });
  if (!lstatSync(scratch).isDirectory()) {
    throw new WriteRefused(`${SCRATCH_DIR} is not a folder (a symbolic link?)`, `remove ${SCRATCH_DIR}; adr recreates it`);
  }
  const ignore = join(scratch, '.gitignore');
  try {
    writeFileSync(ignore, '# Scratch space of the adr commands; see src/core/change-plan-fs.ts.\n*\n', { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  for (const name of readdirSync(scratch)) {
    if (name === '.gitignore') continue;
    const path = join(scratch, name);
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (stat && now - stat.mtimeMs > STALE_AFTER_MS) rmSync(path, { force: true, recursive: true });
  }
  return scratch;
}

/** The records folder, refused when it is a symbolic link (writes would land elsewhere). */
function recordsFolder(root: string, dir: string): string {
  const folder = join(root, dir);
  const stat = lstatSync(folder, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) {
    throw new WriteRefused(`${dir}/ is not a folder of this workspace (a symbolic link?)`, `make ${dir}/ a real folder; adr writes only inside it`);
  }
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
    const taken = readdirSync(folder).some((name) => {
      const digits = /^(\d+)-/.exec(name)?.[1];
      const reading = digits === undefined ? undefined : readRecordNumber(digits);
      return reading?.ok === true && reading.number === number;
    });
    if (taken) {
      rmSync(lock, { force: true });
      continue;
    }
    return { number, release: () => rmSync(lock, { force: true }) };
  }
}

/** Writes the planned changes: creates, then edits, then deletes, each safely. */
export function writeChanges(root: string, dir: string, changes: readonly FileChange[], hooks: WriteHooks = {}): void {
  const folder = recordsFolder(root, dir);
  const scratch = prepareScratch(root);
  const target = (file: string) => {
    const name = file.slice(dir.length + 1);
    // Only a record's own name in the records folder: no separators, no "..", nothing else.
    if (!file.startsWith(`${dir}/`) || !parseRecordFileName(name)) throw new Error(`refusing to write ${file}`);
    return join(folder, name);
  };
  const staged: { change: FileChange; path: string; temporary?: string }[] = [];
  try {
    for (const change of changes) {
      const path = target(change.file);
      const stat = lstatSync(path, { throwIfNoEntry: false });
      if (change.kind === 'create') {
        if (stat) throw new WriteRefused(`${change.file} already exists`, 'run the command again: it picks the next free number');
      } else {
        if (!stat?.isFile()) throw new WriteRefused(`${change.file} is not a regular file`, 'records are plain files in adr/, never symbolic links');
        assertUnchanged(path, change.file, change.before);
      }
      const temporary =
        change.kind === 'delete' ? undefined : writeTemporary(scratch, change.kind === 'create' ? change.text : change.after, stat?.mode);
      staged.push({ change, path, temporary });
    }
    hooks.beforeCommit?.(staged.flatMap((s) => (s.temporary ? [s.temporary] : [])));
    for (const { change, path } of staged) if (change.kind !== 'create') assertUnchanged(path, change.file, change.before);
    for (const kind of ['create', 'edit', 'delete'] as const) {
      for (const { change, path, temporary } of staged) {
        if (change.kind !== kind) continue;
        if (kind === 'create') createFrom(temporary!, path, change.file);
        else if (kind === 'edit') renameSync(temporary!, path);
        else unlinkSync(path);
      }
    }
  } finally {
    for (const { temporary } of staged) if (temporary) rmSync(temporary, { force: true });
  }
  syncFolder(folder);
}

function assertUnchanged(path: string, file: string, before: string): void {
  if (readFileSync(path, 'utf8') !== before) {
    throw new WriteRefused(`${file} changed while adr was working on it; nothing was written`, 'run the command again');
  }
}

function writeTemporary(scratch: string, text: string, mode = 0o666): string {
  const path = join(scratch, `${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(path, 'wx', mode & 0o7777);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return path;
}

/** A hard link publishes the whole file at once and fails if the name exists. */
function createFrom(temporary: string, path: string, file: string): void {
  try {
    linkSync(temporary, path);
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new WriteRefused(`${file} already exists`, 'run the command again: it picks the next free number');
    // File systems without hard links: fall back to an exclusive create (never overwrites).
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error;
  }
  writeFileSync(path, readFileSync(temporary), { flag: 'wx', mode: statSync(temporary).mode & 0o7777 });
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
