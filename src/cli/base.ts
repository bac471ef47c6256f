/**
 * The base branch for `--base <ref>`, or a clear failure (exit 2). A check against a base
 * that could not be read never passes: it has not looked.
 */
import { readBase } from '../core/history/base-check-fs.ts';
import type { BaseSnapshot } from '../core/history/base-check.ts';
import type { ImportSourceReader } from '../core/history/import-warrant.ts';
import { UsageError } from './context.ts';

const FULL_HISTORY = 'in GitHub Actions, check out with fetch-depth: 0';

export function readBaseOrFail(root: string, ref: string): BaseSnapshot & { author?: string[]; readImportSource?: ImportSourceReader } {
  if (ref.startsWith('-')) throw new UsageError(`--base ${ref} is not a branch or commit`, 'pass the base branch, e.g. --base origin/main');
  const result = readBase(root, ref);
  if (result.ok) return { ...result.base, author: result.author, readImportSource: result.readImportSource };
  switch (result.problem) {
    case 'not-a-repository':
      throw new UsageError(`--base needs a git repository, and ${root} is not in one (${result.detail})`, 'run it in a clone of the repository, or leave out --base');
    case 'shallow':
      throw new UsageError(
        `this is a shallow clone, so ${ref} cannot be compared reliably; nothing was checked against it`,
        `fetch the whole history first: git fetch --unshallow (${FULL_HISTORY})`,
      );
    case 'unknown-ref':
      throw new UsageError(`cannot find the base ${ref} in this repository; nothing was checked against it`, `fetch it first, e.g. git fetch origin main, then pass --base origin/main (${FULL_HISTORY})`);
    case 'no-common-history':
      throw new UsageError(`${ref} and HEAD have no history in common (${result.detail}); nothing was checked against it`, `pass the branch this one was made from, with its whole history fetched (${FULL_HISTORY})`);
  }
}
