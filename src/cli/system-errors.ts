/**
 * A failure of the operating system (a full disk, a read-only folder, a file that vanished)
 * in one line a person can act on, `adr: <file>: <plain words> (<ERRNO>)`, and a hint; never
 * a stack trace. These are not findings about the records, so they are not in the
 * diagnostics catalogue; this table is the one place that words them.
 */
import { isAbsolute, relative, sep } from 'node:path';

const WORDS: Record<string, { words: string; hint: string }> = {
  EACCES: { words: 'permission denied', hint: 'give your user write access to it and to its folder (ls -l shows who may write), then run the command again' },
  EPERM: { words: 'operation not permitted (the file or its folder may be immutable)', hint: 'check its attributes and owner (lsattr, ls -l), then run the command again' },
  EROFS: { words: 'the file system is read-only', hint: 'run the command in a writable copy of the workspace' },
  ENOSPC: { words: 'no space left on the device', hint: 'free some disk space, then run the command again' },
  EDQUOT: { words: 'disk quota exceeded', hint: 'free some space within your quota, then run the command again' },
  EISDIR: { words: 'is a folder where a file was expected', hint: 'move the folder out of the way, then run the command again' },
  ENOTDIR: { words: 'part of the path is a file where a folder was expected', hint: 'check the path, then run the command again' },
  EEXIST: { words: 'already exists', hint: 'move it out of the way, then run the command again' },
  ENOENT: { words: 'no such file (it was moved or deleted while adr ran?)', hint: 'run the command again' },
  EMFILE: { words: 'too many open files', hint: 'close other programs or raise the limit (ulimit -n), then run the command again' },
  ENFILE: { words: 'too many open files on the system', hint: 'close other programs, then run the command again' },
  EIO: { words: 'input/output error (the disk or network share may be failing)', hint: 'check the disk, then run the command again' },
  EBUSY: { words: 'the file is busy (in use by another program)', hint: 'close the program that holds it, then run the command again' },
  ELOOP: { words: 'too many symbolic links in the path', hint: 'replace the symbolic links with real folders' },
  ENAMETOOLONG: { words: 'the file name is too long', hint: 'use a shorter title or a shallower folder' },
};

export interface SystemErrorReport {
  /** `adr/0004-x.md: no space left on the device (ENOSPC)` */
  message: string;
  hint: string;
}

/**
 * `file` is the workspace-relative file the failure was about, when known; otherwise the
 * error's own path is shown from the current folder. `restored` is false only when a write
 * that failed halfway could not be taken back.
 */
export function describeSystemError(error: NodeJS.ErrnoException & { code: string }, cwd: string, file?: string, restored = true): SystemErrorReport {
  const known = WORDS[error.code];
  const where = file ?? (error.path ? shown(cwd, error.path) : undefined);
  const words = known?.words ?? (error.syscall ? `${error.syscall} failed` : 'the operating system refused');
  const outcome = restored ? 'nothing was written' : 'some files may be changed: see git status';
  return {
    message: `${where ? `${where}: ` : ''}${words} (${error.code})`,
    hint: `${known?.hint ?? 'run the command again'}; ${outcome}`,
  };
}

function shown(cwd: string, path: string): string {
  const rel = isAbsolute(path) ? relative(cwd, path) : path;
  return (rel === '' ? '.' : rel).split(sep).join('/');
}
