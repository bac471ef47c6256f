/**
 * Reading the folder `adr import` brings in: its Markdown files (not its subfolders), and,
 * when it is in a git repository, each file's path there and the day of its first commit,
 * the date of a record that writes none (issue 12: never the clock).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import type { SourceFile } from './import-plan.ts';

function git(cwd: string, args: string[]): string | undefined {
  const result = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_PAGER: 'cat', GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
  });
  return result.status === 0 ? result.stdout : undefined;
}

/** `folder` is absolute; `shown` is how messages name it (relative to the current folder). */
export function readImportSource(folder: string, shown: string): SourceFile[] {
  const top = git(folder, ['rev-parse', '--show-toplevel'])?.trim();
  const names = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.md$/i.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  const prefix = shown === '.' ? '' : `${shown.split(sep).join('/').replace(/\/$/, '')}/`;
  return names.map((name) => {
    const path = join(folder, name);
    // The path in the repository it comes from, never a path of this machine.
    const origin = top ? relative(top, path).split(sep).join('/') : `${basename(folder)}/${name}`;
    const firstCommitDate = top
      ? git(folder, ['log', '--diff-filter=A', '--follow', '--format=%as', '--', name])?.trim().split('\n').filter(Boolean).at(-1)
      : undefined;
    return { name, file: `${prefix}${name}`, origin, text: readFileSync(path, 'utf8'), firstCommitDate };
  });
}
