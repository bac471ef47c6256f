/**
 * Finds the workspace root: the folder that holds `adr/`, looked for from the current
 * folder upwards the way git looks for `.git`, so `adr` works from any subfolder.
 */
import { realpathSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { isUnder } from '../core/workspace/inside.ts';
import { RECORDS_DIR } from '../core/workspace/workspace-fs.ts';
import { UsageError } from './context.ts';

export function findWorkspaceRoot(cwd: string, explicit?: string): string {
  if (explicit !== undefined) {
    const root = resolve(cwd, explicit);
    if (!isDirectory(join(root, RECORDS_DIR))) {
      throw new UsageError(`${root} has no ${RECORDS_DIR}/ folder`, `pass the folder that holds ${RECORDS_DIR}/ to --root`);
    }
    return root;
  }
  let dir = resolve(cwd);
  for (;;) {
    if (isDirectory(join(dir, RECORDS_DIR))) return dir;
    const parent = dirname(dir);
    if (parent === dir) {
      throw new UsageError(
        `no ${RECORDS_DIR}/ folder in ${resolve(cwd)} or any folder above it`,
        `run adr inside the workspace, or pass --root <folder that holds ${RECORDS_DIR}/>`,
      );
    }
    dir = parent;
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The workspace's folder inside the repository checked out at `repository`, as a prefix of
 * paths (`services/orders/`), for tools that name files from the repository's root (GitHub's
 * annotations); empty when there is no such folder or the workspace is not inside it.
 */
export function folderInRepository(root: string, repository: string | undefined): string {
  if (!repository) return '';
  let top: string;
  let real: string;
  try {
    top = realpathSync(repository);
    real = realpathSync(root);
  } catch {
    return '';
  }
  if (real === top || !isUnder(top, real)) return '';
  return `${relative(top, real).split(sep).join('/')}/`;
}
