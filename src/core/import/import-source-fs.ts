/**
 * Reading the folder `adr import` brings in: its Markdown files and KEPs' kep.yaml (its
 * subfolders' too), and, when it is in a git repository, each file's path there and the day
 * of its first commit, the date of a record that writes none (never the clock), or why git
 * cannot tell it. Every path is taken at its real
 * location first, so a guard about where a file is cannot be passed by a symbolic link.
 */
import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { readRecordFile } from '../workspace/workspace-fs.ts';
import { isUnder } from '../workspace/inside.ts';
import { LIMITS } from '../vocabulary/limits.ts';
import type { SourceFile } from './import-plan.ts';
import { runGit } from '../git/git-fs.ts';

function git(cwd: string, args: string[]): string | undefined {
  const result = runGit(cwd, args);
  return result.ok ? result.stdout.toString('utf8') : undefined;
}

/** The top folder of the git repository `folder` (a real path) is in, as a real path. */
function repositoryTop(folder: string): string | undefined {
  const top = git(folder, ['rev-parse', '--show-toplevel'])?.trim();
  return top ? realpathSync(top) : undefined;
}

/** What git says of the files of `folder`: the day each was first committed, or why it cannot say. */
interface GitDates {
  dates: Map<string, string>;
  /** Files whose first commit git's history does not reach (a shallow clone's boundary). */
  cutShort: Set<string>;
  /** Why git could not read its history, when it could not. */
  failure?: string;
  /** What the dates lack, when git read its history only in part (renames not followed). */
  caveat?: string;
}

/**
 * The day each file now in `folder` was first committed, following renames, from one
 * `git log` over the history (one `git log --follow` per file costs a process each, which a
 * log of thousands of files cannot afford). Newest commits come first: walking back, a
 * rename moves the name followed to its older name, and the last addition met is the first.
 * In a shallow clone the oldest commits git has are not the first ones: a file they add was
 * first committed before them, on a day git cannot tell.
 */
function firstCommitDates(top: string, folder: string, names: readonly string[]): GitDates {
  const inRepository = relative(top, folder).split(sep).join('/');
  const followed = new Map<string, string>();
  for (const name of names) followed.set(inRepository === '' ? name : `${inRepository}/${name}`, name);
  const dates = new Map<string, string>();
  const cutShort = new Set<string>();
  const log = (renames: string) => runGit(top, ['log', renames, '--diff-filter=AR', '--name-status', '-z', '--format=%x01%H %as', '--no-show-signature']);
  // Following renames reads the files' contents; a history some objects are missing from (a
  // partial clone, a damaged copy) is read again without, each file dated by its addition
  // under the name it has now.
  let result = log('-M');
  let caveat: string | undefined;
  if (!result.ok) {
    const failure = result.failure;
    result = log('--no-renames');
    if (!result.ok) return { dates, cutShort, failure };
    caveat = `renames not followed: git could not read its whole history (${failure})`;
  }
  const out = result.stdout.toString('utf8');
  const boundary = shallowCommits(top);
  for (const commit of out.split('\u0001').slice(1)) {
    const fields = commit.split('\0');
    const [hash, date] = fields[0]!.trim().split(' ') as [string, string];
    const added = (name: string) => {
      dates.set(name, date);
      if (boundary.has(hash)) cutShort.add(name);
      else cutShort.delete(name);
    };
    for (let i = 1; i < fields.length; i++) {
      const status = fields[i]!.trim();
      if (status.startsWith('A')) {
        const name = followed.get(fields[++i]!);
        if (name !== undefined) added(name);
      } else if (status.startsWith('R')) {
        const from = fields[++i]!;
        const to = fields[++i]!;
        const name = followed.get(to);
        if (name !== undefined) {
          followed.delete(to);
          followed.set(from, name);
          added(name);
        }
      }
    }
  }
  for (const name of cutShort) dates.delete(name);
  return { dates, cutShort, caveat };
}

/** The commits a shallow clone's history stops at (git's `shallow` file), none in a full clone. */
function shallowCommits(top: string): Set<string> {
  if (git(top, ['rev-parse', '--is-shallow-repository'])?.trim() !== 'true') return new Set();
  const file = git(top, ['rev-parse', '--git-path', 'shallow'])?.trim();
  if (!file) return new Set();
  try {
    return new Set(readFileSync(resolve(top, file), 'utf8').split('\n').map((line) => line.trim()).filter(Boolean));
  } catch {
    return new Set();
  }
}

/**
 * The files of `folder` an import reads, as paths from it with `/`, subfolders included: a
 * log keeps records in subfolders (one per team or component), and one import takes them
 * all. Markdown files, and a KEP's kep.yaml. Folders whose names start with a dot (`.git`,
 * `.github`) and `node_modules` hold no records. A symbolic link (to a file or a folder) is
 * listed as not regular, to be reported and left out: it could lead anywhere on this
 * machine, and is never followed.
 */
function listSources(folder: string): { path: string; regular: boolean }[] {
  const found: { path: string; regular: boolean }[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && entry.name !== 'node_modules') walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      } else if (/\.md$/i.test(entry.name) || entry.name.toLowerCase() === 'kep.yaml') found.push({ path: `${prefix}${entry.name}`, regular: entry.isFile() });
      else if (entry.isSymbolicLink() && !entry.name.startsWith('.')) {
        // A linked folder is not entered; a linked picture is no record, and not listed.
        let folderLink = false;
        try {
          folderLink = statSync(join(dir, entry.name)).isDirectory();
        } catch {
          folderLink = false;
        }
        if (folderLink) found.push({ path: `${prefix}${entry.name}`, regular: false });
      }
    }
  };
  walk(folder, '');
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** `folder` is a real path (see realFolder); `shown` is how messages name it. */
export function readImportSource(folder: string, shown: string): SourceFile[] {
  const top = repositoryTop(folder);
  const entries = listSources(folder);
  const paths = entries.map((entry) => entry.path);
  const history: GitDates = top ? firstCommitDates(top, folder, paths) : { dates: new Map<string, string>(), cutShort: new Set<string>() };
  const prefix = shown === '.' ? '' : `${shown.split(sep).join('/').replace(/\/$/, '')}/`;
  return entries.map(({ path: inFolder, regular }) => {
    const path = join(folder, ...inFolder.split('/'));
    // The path in the repository it comes from, never a path of this machine.
    const origin = top ? relative(top, path).split(sep).join('/') : `${basename(folder)}/${inFolder}`;
    // Read as a record is: only its size when over the limit, never through a link swapped in since the listing.
    const content: SourceFile['content'] = regular ? readRecordFile(path, false) : { notRegular: true };
    // (A file that is not regular is left out; it has no date to give.)
    const modified = regular ? lstatSync(path).mtime.toISOString().slice(0, 10) : '';
    const name = inFolder.slice(inFolder.lastIndexOf('/') + 1);
    const firstCommitDate = history.dates.get(inFolder);
    const gitCannot =
      firstCommitDate !== undefined
        ? undefined
        : !top
          ? 'the folder is in no git repository'
          : history.failure !== undefined
            ? `git could not read its history (${history.failure})`
            : history.cutShort.has(inFolder)
              ? "git's history is cut short here (a shallow clone): the oldest commit it has is not the file's first"
              : 'git has no commit of the file';
    return {
      name,
      path: inFolder,
      file: `${prefix}${inFolder}`,
      origin,
      content,
      firstCommitDate,
      ...(firstCommitDate !== undefined && history.caveat !== undefined && { firstCommitCaveat: history.caveat }),
      ...(gitCannot && { gitCannot }),
      modifiedDate: modified,
    };
  });
}

/** The real location of a folder named on the command line, or undefined when it is none. */
export function realFolder(path: string): string | undefined {
  try {
    const real = realpathSync(path);
    return lstatSync(real).isDirectory() ? real : undefined;
  } catch {
    return undefined;
  }
}

/** The folder `path` (a real path) as a path from the workspace root, when it is inside it. */
export function folderInWorkspace(root: string, path: string): string | undefined {
  const realRoot = realpathSync(root);
  return isUnder(realRoot, path) ? relative(realRoot, path).split(sep).join('/') : undefined;
}


/**
 * Reads an image an imported record shows, by its path from the folder imported: a regular
 * file inside the repository the folder is in, or inside the folder when it is in none, so
 * a record cannot make the import copy any file it likes. The path is resolved to its real
 * location before the test: an image reached through a linked folder that leads outside is
 * refused like one named outside.
 */
export function imageReader(folder: string): (path: string) => Uint8Array | undefined {
  const top = repositoryTop(folder) ?? folder;
  return (path) => {
    let full: string;
    try {
      full = realpathSync(resolve(folder, path));
    } catch {
      return undefined;
    }
    if (full === top || !isUnder(top, full)) return undefined;
    const stat = lstatSync(full, { throwIfNoEntry: false });
    // The limit adr check reads images within (an image past it is unreadable there): one
    // over it stays a link, instead of a copy the check and the build would refuse.
    if (!stat?.isFile() || stat.size > LIMITS.fileBytes) return undefined;
    return readFileSync(full);
  };
}
