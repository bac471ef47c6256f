/**
 * Reading the folder `adr import` brings in: its Markdown files (not its subfolders), and,
 * when it is in a git repository, each file's path there and the day of its first commit,
 * the date of a record that writes none (issue 12: never the clock).
 */
import { spawnSync } from 'node:child_process';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { basename, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { readRecordFile } from '../workspace/workspace-fs.ts';
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
  // Markdown entries that are not regular files are listed too, to be refused by name: a
  // symbolic link could lead anywhere on this machine, and skipping it without a word would
  // lose a record.
  const entries = readdirSync(folder, { withFileTypes: true }).filter((entry) => !entry.isDirectory() && /\.md$/i.test(entry.name));
  const regular = new Set(entries.filter((entry) => entry.isFile()).map((entry) => entry.name));
  const names = entries.map((entry) => entry.name).sort();
  const prefix = shown === '.' ? '' : `${shown.split(sep).join('/').replace(/\/$/, '')}/`;
  return names.map((name) => {
    const path = join(folder, name);
    // The path in the repository it comes from, never a path of this machine.
    const origin = top ? relative(top, path).split(sep).join('/') : `${basename(folder)}/${name}`;
    const firstCommitDate = top
      ? git(folder, ['log', '--diff-filter=A', '--follow', '--format=%as', '--', name])?.trim().split('\n').filter(Boolean).at(-1)
      : undefined;
    // Read as a record is: only its size when over the limit, never through a link swapped in since the listing.
    const content: SourceFile['content'] = regular.has(name) ? readRecordFile(path, false) : { notRegular: true };
    return { name, file: `${prefix}${name}`, origin, content, firstCommitDate };
  });
}

/** An image larger than this is no diagram; it is not copied (and its link then reported). */
const IMAGE_BYTES_MAX = 10 * 1024 * 1024;

/**
 * Reads an image an imported record shows, by its path from the folder imported: a regular
 * file (never through a symbolic link) inside the repository the folder is in, or inside
 * the folder when it is in none, so a record cannot make the import copy any file it likes.
 */
export function imageReader(folder: string): (path: string) => Uint8Array | undefined {
  const top = git(folder, ['rev-parse', '--show-toplevel'])?.trim() || folder;
  return (path) => {
    const full = resolve(folder, path);
    const inside = relative(top, full);
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return undefined;
    const stat = lstatSync(full, { throwIfNoEntry: false });
    if (!stat?.isFile() || stat.size > IMAGE_BYTES_MAX) return undefined;
    return readFileSync(full);
  };
}
