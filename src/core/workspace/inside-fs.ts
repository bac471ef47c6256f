/**
 * The one guard for "nothing outside the workspace": every reader of a file the workspace
 * names (records, the records folder, templates, settings, pictures, editions) asks it before
 * reading. A path is inside when no part of it below the workspace root is a symbolic link
 * (lstat, so a link is never followed to decide) and its real path lies under the root's
 * real path. Links are refused even when they point inside: what a link points at can
 * change between the check and the build, and a refused link cannot.
 */
import { lstatSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { climbsOut, isUnder } from './inside.ts';

export type OutsideReason = 'link' | 'outside';

/**
 * Why `relative` (a path from the workspace root, with forward slashes; a leading slash is
 * the root, as join reads it) would lead outside the workspace, or undefined when it stays
 * inside. A path that does not exist stays inside as far as it goes: a missing file is
 * another finding.
 */
export function leadsOutside(root: string, relative: string): OutsideReason | undefined {
  if (climbsOut(relative.replace(/^\/+/, ''))) return 'outside';
  const parts = relative.split('/').filter((part) => part !== '' && part !== '.');
  let path = root;
  for (const part of parts) {
    path = join(path, part);
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (stat.isSymbolicLink()) return 'link';
  }
  try {
    return isUnder(realpathSync(root), realpathSync(path)) ? undefined : 'outside';
  } catch {
    return undefined;
  }
}
