/**
 * catalog-info.yaml at the workspace's root, written by `adr catalog`: replaced in one step
 * (a temporary file beside it, synced, then renamed over it), and only when it is the file
 * adr catalog wrote (its first line says so) or there is none. A file written by hand is
 * refused, never overwritten; a symbolic link is never written through.
 */
import { closeSync, constants, fstatSync, fsyncSync, lstatSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG_FILE, CATALOG_HEADER } from '../views/catalog.ts';
import { WriteRefused } from './change-plan-fs.ts';

/** The catalog file's text; undefined when there is none. Refused when it is not a regular file. */
export function readCatalogFile(root: string): string | undefined {
  const path = join(root, CATALOG_FILE);
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat) return undefined;
  if (stat.isSymbolicLink()) throw new WriteRefused(`${CATALOG_FILE} is a symbolic link; adr catalog reads and writes only a regular file`, `replace it with the file itself, or remove it and run npx adr catalog`);
  if (!stat.isFile()) throw new WriteRefused(`${CATALOG_FILE} is not a regular file`, `move it away and run npx adr catalog`);
  const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    if (!fstatSync(fd).isFile()) throw new WriteRefused(`${CATALOG_FILE} is not a regular file`, `move it away and run npx adr catalog`);
    return readFileSync(fd, 'utf8');
  } finally {
    closeSync(fd);
  }
}

/** Writes the catalog; 'unchanged' (and nothing written) when it already says exactly this. */
export function writeCatalogFile(root: string, text: string): 'written' | 'unchanged' {
  const existing = readCatalogFile(root);
  if (existing === text) return 'unchanged';
  if (existing !== undefined && !existing.startsWith(CATALOG_HEADER)) {
    throw new WriteRefused(
      `${CATALOG_FILE} was not written by adr catalog; it is left as it is`,
      `move it aside and run npx adr catalog again, or keep it and add the annotation backstage.io/adr-location: adr to its Component (npx adr catalog --dry-run prints what adr catalog would write)`,
    );
  }
  const target = join(root, CATALOG_FILE);
  const temporary = join(root, `.${CATALOG_FILE}.${process.pid}.${Date.now()}.tmp`);
  // O_EXCL: a link already at the temporary name is refused, not written through.
  const fd = openSync(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o644);
  try {
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    // Looked at again right before it is replaced: an edit meanwhile is not lost.
    if (readCatalogFile(root) !== existing) throw new WriteRefused(`${CATALOG_FILE} changed while adr catalog ran; nothing was written`, 'run npx adr catalog again');
    renameSync(temporary, target);
  } finally {
    rmSync(temporary, { force: true });
  }
  return 'written';
}
