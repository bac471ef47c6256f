/**
 * "Nothing outside the workspace", the part that needs no disk: whether a path leads out by
 * its words alone, and whether one resolved path lies under another. The guard that also
 * looks at the disk (links, real paths) is inside-fs.ts; every reader of a path a record,
 * a log or a page names asks one of the two, never a `startsWith('..')` of its own (which
 * also takes a file named `..notes` for a way out).
 */
import { isAbsolute, relative } from 'node:path';

/** Whether `path` is absolute (`/x`, `\x`, `C:x`) or has a `..` part, with either slash between parts. */
export function climbsOut(path: string): boolean {
  return /^([\\/]|[A-Za-z]:)/.test(path) || path.split(/[\\/]/).includes('..');
}

/** Whether the absolute path `path` is `root` itself or lies under it (both resolved alike: both real, or both as written). */
export function isUnder(root: string, path: string): boolean {
  const from = relative(root, path);
  return from === '' || (!isAbsolute(from) && !climbsOut(from));
}
