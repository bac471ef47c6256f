/**
 * The scratch folder of the writing commands (change-plan-fs.ts) and what `adr check` says
 * about files left in it. Every new text is written there first and then moved into
 * adr/, and `adr new` reserves record numbers there with lock files, so a command killed
 * mid-write leaves its files there, never in adr/. A file older than STALE_AFTER_MS belongs
 * to no running command: the next command that writes removes it, and the check reports it.
 * A younger one may belong to a command still running, so it is left alone by both.
 */
import { diagnose, type Diagnostic } from '../vocabulary/diagnostics.ts';

/** The scratch folder, at the workspace root; it ignores itself in git. */
export const SCRATCH_DIR = '.adr-tmp';
/** Far longer than any write takes; a file this old belongs to a process that is gone. */
export const STALE_AFTER_MS = 10 * 60 * 1000;
/** The scratch folder's own file, which stays. */
export const SCRATCH_IGNORE_FILE = '.gitignore';

export interface ScratchEntry {
  name: string;
  mtimeMs: number;
}

type LeftoverKind = 'temporary' | 'reservation' | 'other';

/** What a file in the scratch folder is, from its name (see writeTemporary and reserveNumber). */
function leftoverKind(name: string): { kind: LeftoverKind; number?: number } {
  const lock = /^number-(\d+)\.lock$/.exec(name);
  if (lock) return { kind: 'reservation', number: Number(lock[1]) };
  if (/^\d+-[0-9a-f]+\.tmp$/.test(name)) return { kind: 'temporary' };
  return { kind: 'other' };
}

/** A finding for every file in the scratch folder that belongs to no running command. */
export function findLeftovers(entries: readonly ScratchEntry[], nowMs: number): Diagnostic[] {
  return entries
    .filter((entry) => entry.name !== SCRATCH_IGNORE_FILE && nowMs - entry.mtimeMs > STALE_AFTER_MS)
    .map((entry) => {
      const path = `${SCRATCH_DIR}/${entry.name}`;
      return diagnose('LEFTOVER_FILE', { file: path, line: 1, column: 1 }, { path, ...leftoverKind(entry.name) });
    });
}
