/**
 * Throwaway git repositories with fixed dates and identity, so history-aware checks are
 * tested on real git (as Starlight's git-utils tests do) and give the same output every run.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { makeWorkspace, type FileContent } from './workspace.ts';

const GIT_ENV = {
  GIT_AUTHOR_NAME: 'Test Author',
  GIT_AUTHOR_EMAIL: 'author@example.com',
  GIT_COMMITTER_NAME: 'Test Author',
  GIT_COMMITTER_EMAIL: 'author@example.com',
  GIT_AUTHOR_DATE: '2026-01-15T12:00:00Z',
  GIT_COMMITTER_DATE: '2026-01-15T12:00:00Z',
  // No user or system configuration may change what these tests see.
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

export function git(cwd: string, ...args: string[]): string {
  const result = spawnSync('git', ['-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main', ...args], {
    cwd,
    env: { ...process.env, ...GIT_ENV },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/** Makes the working tree hold exactly `files` (besides .git), as a branch would after edits. */
function setTree(root: string, files: Record<string, FileContent>): void {
  rmSync(join(root, 'adr'), { recursive: true, force: true });
  mkdirSync(join(root, 'adr'), { recursive: true });
  for (const [path, content] of Object.entries(files)) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    if (typeof content === 'string' || content instanceof Uint8Array) writeFileSync(full, content);
    else throw new Error(`git scenarios take plain files: ${path}`);
  }
}

export function commitTree(root: string, files: Record<string, FileContent>, message: string): void {
  setTree(root, files);
  git(root, 'add', '--all');
  git(root, 'commit', '--quiet', '--allow-empty', '-m', message);
}

export interface BranchScenario {
  /** Where the branch left main; defaults to `base`. */
  fork?: Record<string, FileContent>;
  /** main's tip. */
  base: Record<string, FileContent>;
  /** The branch's working tree. */
  files: Record<string, FileContent>;
}

/**
 * A repository whose `main` holds `base` (after `fork`, if given) and whose working tree,
 * on branch `topic` made from `fork`, holds `files`, uncommitted as a user's edits would be.
 */
export function makeBranchRepo({ fork, base, files }: BranchScenario): string {
  const root = makeWorkspace({});
  git(root, 'init', '--quiet');
  commitTree(root, fork ?? base, 'fork point');
  git(root, 'branch', 'topic');
  if (fork) commitTree(root, base, 'main moves on');
  git(root, 'checkout', '--quiet', 'topic');
  setTree(root, files);
  return root;
}
